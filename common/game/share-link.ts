// Handing a game's link on: the system share sheet where the device has one (phones), else the clipboard.

/** Copies text: the Clipboard API where the page may use it, else a selected text area (plain http on a LAN). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
}

/**
 * Offers `url` through the device's native share; when that is unavailable or fails (spec), copies it instead.
 * Answers what happened, so the caller shows 'Kopiert!' only for a copy.
 */
export async function shareOrCopy(url: string, title: string): Promise<"shared" | "copied"> {
  try {
    if (!navigator.share) throw new Error("no native share");
    await navigator.share({ title, url });
    return "shared";
  } catch {
    // Spec: when sharing is unavailable or fails, the link is copied instead.
  }
  try {
    await copyText(url);
  } catch (error) {
    console.error("copying the link failed", error);
  }
  return "copied";
}
