/**
 * What a visitor reads on a rendered page: the text between tags (scripts, styles and JSON data left out) and the
 * attributes that are read out or shown (aria-label, placeholder, title, alt, aria-roledescription, a button's
 * value). For the ten-languages checks (decision 084); no DOM needed, so unit tests and the browser crawl share it.
 */
export function visibleTexts(html: string): string[] {
  const withoutData = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const texts: string[] = [];
  for (const match of withoutData.matchAll(/\s(?:aria-label|placeholder|title|alt|aria-roledescription|value)="([^"]*)"/g)) texts.push(match[1] ?? "");
  for (const part of withoutData.replace(/<[^>]*>/g, "\u0000").split("\u0000")) texts.push(part);
  return texts.map((text) => decode(text).replace(/\s+/g, " ").trim()).filter((text) => /\p{L}/u.test(text));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? entity;
  });
}
