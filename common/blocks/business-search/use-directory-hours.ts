import { useCallback, useRef, useState } from "react";
import type { DirectoryHours } from "../../directory/types";

/** The directory's opening hours as the browser has them: not asked for yet, on the way, there, or failed. */
export type HoursState = { status: "idle" } | { status: "loading" } | { status: "ready"; hours: DirectoryHours } | { status: "failed" };

export const HOURS_IDLE: HoursState = { status: "idle" };

/**
 * Loads the site's directory hours once (decision 116), when a visitor first points at, focuses or opens a business.
 * A failed load is asked again on the next of these.
 */
export function useDirectoryHours(): [HoursState, () => void] {
  const [state, setState] = useState<HoursState>(HOURS_IDLE);
  const asked = useRef(false);
  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    setState({ status: "loading" });
    // The visitor client comes with the first opening, like the hours: the page loads neither before.
    import("../../visitor-api")
      .then(({ fetchDirectoryHours }) => fetchDirectoryHours())
      .then((hours) => setState({ status: "ready", hours }))
      .catch(() => {
        asked.current = false;
        setState({ status: "failed" });
      });
  }, []);
  return [state, load];
}
