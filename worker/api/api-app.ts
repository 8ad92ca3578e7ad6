import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { checkOrigin } from "../auth/guards";
import { apiBodyGuard, apiBodyLimit } from "../http/json-body";
import { authApi } from "./auth";
import { editorApi } from "./editor-api";
import { formsApi } from "./forms";
import { pageApi } from "./page";
import { pageUnlockApi } from "./page-unlock";
import { searchApi } from "./search";

/**
 * Everything under /api/v1: the Origin check and body limits for every call, the public routes (sign-in, search,
 * the visitor forms, page unlock, the page list; the other /page routes guard themselves), then the editor-only
 * routes behind one guard. Its type is the editor's typed client (client/editor/api/client.ts).
 */
export const apiApp = new Hono<AppEnv>()
  .use(checkOrigin)
  .use(apiBodyLimit)
  .use(apiBodyGuard)
  .route("/auth", authApi)
  .route("/search", searchApi)
  .route("/", formsApi)
  .route("/page/unlock", pageUnlockApi)
  .route("/page", pageApi)
  .route("/", editorApi);

/** The routes, inputs and answers of /api/v1, for `hc` in the browser (import it with `import type` only). */
export type ApiApp = typeof apiApp;
