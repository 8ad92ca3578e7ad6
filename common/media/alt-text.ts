/** What the alt rule reads of a picture: the owner's text in the page's language and the decorative mark of its use. */
export type AltSource = { alt?: string | null; decorative?: boolean };

/**
 * A picture's alt text (decision 127): "" when the owner marked it decorative; else the owner's text in the page's
 * language; else the best description the page itself has of it in that language (a stop's title, a person's name,
 * a business name); else "". Never an English stand-in such as "Image": the publishing checks name pictures that
 * have no text.
 */
export function pictureAlt(media: AltSource | null | undefined, description?: string | null): string {
  if (media?.decorative) return "";
  return media?.alt?.trim() || description?.trim() || "";
}
