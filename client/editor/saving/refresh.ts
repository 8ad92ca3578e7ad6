import { toast } from "sonner";
import { session } from "../state/store";
import { whenNothingUnsaved } from "./leave-guard";
import { refreshPageStatus } from "./page-status";

/** What a change can make stale (editor-side section 4, "After changes …"). */
export type RefreshTarget = "files" | "pageStatus" | "groupStatus" | "translationStatus" | "pageData" | "navigation";

/** Editor-side section 9: the reload notice stays 30 s; the reload follows after 1 s. */
export const RELOAD_NOTICE_MS = 30_000;
export const RELOAD_DELAY_MS = 1_000;

/**
 * Group statuses and page data are rendered by the server into the page (markers, indicators, block order), so
 * the only way to show them fresh is to load the page again.
 */
const SERVER_RENDERED: ReadonlySet<RefreshTarget> = new Set(["groupStatus", "pageData"]);

const listeners = new Map<RefreshTarget, Set<() => unknown>>();

/** Lets a panel holding cached data (file list, navigation) refetch when it goes stale; returns an unsubscribe. */
export function onRefresh(target: RefreshTarget, listener: () => unknown): () => void {
  const set = listeners.get(target) ?? new Set();
  set.add(listener);
  listeners.set(target, set);
  return () => set.delete(listener);
}

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
 * status calls, listeners of other targets refetch, and server-rendered targets reload the page. Resolves to
 * whether a full reload was started.
 */
export async function refreshAfterChange(targets: readonly RefreshTarget[]): Promise<boolean> {
  if (targets.some((target) => SERVER_RENDERED.has(target))) {
    reloadPage();
    return true;
  }
  const work: Promise<unknown>[] = [];
  if (targets.includes("pageStatus") || targets.includes("translationStatus")) work.push(refreshPageStatus());
  for (const target of targets) for (const listener of listeners.get(target) ?? []) work.push(Promise.resolve().then(listener));
  await Promise.allSettled(work);
  return false;
}
