import { emit, type RefreshTarget } from "../state/events";
import { toast } from "sonner";
import { session } from "../i18n/session";
import { whenNothingUnsaved } from "./leave-guard";
import { refreshPageStatus } from "./page-status";

/** Editor-side section 9: the reload notice stays 30 s; the reload follows after 1 s. */
export const RELOAD_NOTICE_MS = 30_000;
export const RELOAD_DELAY_MS = 1_000;

/**
 * Group statuses and page data are rendered by the server into the page (markers, indicators, block order), so
 * the only way to show them fresh is to load the page again.
 */
const SERVER_RENDERED: ReadonlySet<RefreshTarget> = new Set(["groupStatus", "pageData"]);

/**
 * Shows the reload notice (30 s) and reloads the page (same address and flags) after 1 s, once nothing typed is
 * unsaved (a field being typed in is saved when it is left first: decision 117).
 */
export function reloadPage(): void {
  toast.info(session().t.reloading, { duration: RELOAD_NOTICE_MS });
  setTimeout(() => whenNothingUnsaved(() => location.reload()), RELOAD_DELAY_MS);
}

/**
 * The one place that applies the refresh rules after a save: page and translation status reload through the
 * status calls, listeners of the "stale" event refetch, and server-rendered targets reload the page. Resolves to
 * whether a full reload was started.
 */
export async function refreshAfterChange(targets: readonly RefreshTarget[]): Promise<boolean> {
  if (targets.some((target) => SERVER_RENDERED.has(target))) {
    reloadPage();
    return true;
  }
  const work: Promise<unknown>[] = [];
  if (targets.includes("pageStatus") || targets.includes("translationStatus")) work.push(refreshPageStatus());
  // In a task of their own: a listener that throws fails its own refresh, not the others or the caller.
  for (const target of targets) work.push(Promise.resolve().then(() => Promise.allSettled(emit("stale", target))));
  await Promise.allSettled(work);
  return false;
}
