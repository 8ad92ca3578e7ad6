import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireEditor } from "../auth/guards";
import { mediaApi } from "../media/media-api";
import { articlesApi } from "./articles";
import { collectionApi } from "./collection";
import { currentSiteApi } from "./current-site";
import { dataApi } from "./data";
import { fieldApi, groupApi } from "./group";
import { historyApi } from "./history";
import { renderApi } from "./render";
import { revalidateApi } from "./revalidate";
import { changelogApi, navigationApi, opticianApi, settingsApi } from "./site";
import { submissionsApi } from "./submissions";
import { translationApi } from "./translation";

/**
 * The editor-only routes of /api/v1: one guard (401 without a session, 403 for a role that may not) in front of all
 * of them. Routes open to fewer roles add their own guard (RESTRICTED_ACTIONS). Mounted after the public routes
 * (worker/api/api-app.ts): its guard matches every /api/v1 path, so a public route must be registered before it.
 */
export const editorApi = new Hono<AppEnv>()
  .use("*", requireEditor())
  .route("/submissions", submissionsApi)
  .route("/group", groupApi)
  .route("/field", fieldApi)
  .route("/data", dataApi)
  .route("/translation", translationApi)
  .route("/history", historyApi)
  .route("/collection", collectionApi)
  .route("/settings", settingsApi)
  .route("/navigation", navigationApi)
  .route("/site", currentSiteApi)
  .route("/changelog", changelogApi)
  .route("/articles", articlesApi)
  .route("/optician", opticianApi)
  .route("/media", mediaApi)
  .route("/revalidate", revalidateApi)
  .route("/render", renderApi);
