import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and during hydration, true afterwards: lets an island render the server's HTML first. The
 * switch is a transition, so the island's second render yields to the browser like its hydration (islands.tsx)
 * instead of running as one long task right after it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/** A value read from the browser (address, storage) once hydrated; `fallback` on the server and during hydration. */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, fallback: T): T {
  return useHydrated() ? read() : fallback;
}
