import { useCallback, useEffect, useReducer, useRef } from "react";
import { AFTER_COMPLETE, IDLE, uploadStatus } from "../../../common/media/upload-status";

/** The upload status with its timers: after completion the ready message hides and the progress resets (3 s each). */
export function useUploadStatus() {
  const [status, dispatch] = useReducer(uploadStatus, IDLE);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clear, [clear]);
  const start = useCallback(() => {
    clear();
    dispatch({ type: "start" });
  }, [clear]);
  const progress = useCallback((loaded: number, total: number) => dispatch({ type: "progress", loaded, total }), []);
  const complete = useCallback(() => {
    dispatch({ type: "complete" });
    timers.current = AFTER_COMPLETE.map(({ at, event }) => setTimeout(() => dispatch(event), at));
  }, []);
  const fail = useCallback((message: string) => dispatch({ type: "fail", message }), []);
  return { status, start, progress, complete, fail };
}
