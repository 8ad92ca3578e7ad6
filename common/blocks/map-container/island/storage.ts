/** Browser storage that may be unavailable (private mode, blocked storage): reads give null, writes are skipped. */
export function readStorage(area: "local" | "session", key: string): string | null {
  try {
    return (area === "local" ? window.localStorage : window.sessionStorage).getItem(key);
  } catch (error) {
    console.warn("storage unavailable", error);
    return null;
  }
}

export function writeStorage(area: "local" | "session", key: string, value: string): void {
  try {
    (area === "local" ? window.localStorage : window.sessionStorage).setItem(key, value);
  } catch (error) {
    console.warn("storage unavailable", error);
  }
}
