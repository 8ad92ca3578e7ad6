import { useCallback, useRef, useState } from "react";

/**
 * Save state of one option editor: busy while the save runs (the spinner), the message of a refused or failed
 * save (shown under the option; the value the editor entered stays), and a run function.
 */
export function useOptionSave(save: (value: unknown) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (value: unknown) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await save(value);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [save],
  );
  return { busy, error, setError, run };
}
