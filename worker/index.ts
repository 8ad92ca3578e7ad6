import { Hono } from "hono";
import { apiApp } from "./api/api-app";
import { retryDueSubmissions } from "./forms/submissions";
import type { AppEnv } from "./app-env";
import { onError } from "./http/on-error";
import { drainUnreadBody } from "./http/drain-body";
import { securityHeaders } from "./http/security-headers";
import { gameRoute } from "./game-route";
import { pageRoutes, renderMissing } from "./pages/page-routes";
import { resultRoutes } from "./game-result/result-routes";
import { seoRoutes } from "./pages/seo-routes";
import { previewLinkRoutes } from "./pages/preview-link-route";
import { mediaRoutes } from "./media/media-routes";
import { resolveSite } from "./sites/resolve-site";
import { roomRoute } from "./presence/room-guard";
import { standinsOn } from "./outside/config";
import { DAILY_CRON, HOURLY_CRON, refreshOutsideContent } from "./outside/scheduled";
import { standins } from "./outside/standins/standins";
import { streamStandin } from "./outside/standins/stream";
import { workersAiStandin } from "./outside/standins/workers-ai";

export { Game } from "../durable-objects/game";
export { PageRoom } from "../durable-objects/page-room";

/** The worker only wires: the API (worker/api/api-app.ts) under /api/v1, the SSR routes, one error mapper. */
const app = new Hono<AppEnv>();
app.use(securityHeaders);
app.use(resolveSite);
// Presence rooms first: only editors of the site, from its pages, on its pages (worker/presence/room-guard.ts).
app.all("/parties/page-room/*", roomRoute);
app.all("/parties/*", gameRoute);
app.route("/api/v1", apiApp);
// Local stand-ins of the outside services: only where LOCAL_STANDINS is "on" (never in production).
app.use("/_standins/*", async (c, next) => (standinsOn(c.env) ? next() : c.notFound()));
app.route("/", standins);
app.route("/_standins/stream", streamStandin);
app.route("/_standins/workers-ai", workersAiStandin);
app.route("/", seoRoutes);
app.route("/", mediaRoutes);
// A game's shared result (read-only) before the pages: `~result` is a reserved, tilde-prefixed slug.
app.route("/", resultRoutes);
app.route("/", previewLinkRoutes);
app.route("/", pageRoutes);
app.notFound((c) => {
  const path = new URL(c.req.url).pathname;
  if (path.startsWith("/api/")) return c.json({ error: "not_found", message: `No route ${c.req.method} ${path}` }, 404);
  return renderMissing(c, c.var.site.defaultLocale);
});
app.onError(onError);

/** The Hono app, for tests that walk its routes. */
export { app };

export default {
  async fetch(request, env, ctx) {
    const response = await app.fetch(request, env, ctx);
    await drainUnreadBody(request);
    return response;
  },
  /** Cron triggers: form emails that failed are retried (every 5 minutes); outside content is refreshed (hourly, daily). */
  async scheduled(controller, env, ctx) {
    if (controller.cron === HOURLY_CRON || controller.cron === DAILY_CRON) ctx.waitUntil(refreshOutsideContent(controller.cron, env));
    else ctx.waitUntil(retryDueSubmissions(env));
  },
} satisfies ExportedHandler<Env>;
