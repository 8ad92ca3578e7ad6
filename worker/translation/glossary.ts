/**
 * Keeps glossary terms (business, brand and product names) out of the translation model's reach: each occurrence
 * becomes a numbered placeholder the model copies through, and comes back verbatim afterwards.
 */
const placeholder = (index: number) => `[${index}]`;
const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function protectTerms(text: string, glossary: readonly string[]): { text: string; terms: string[] } {
  const terms: string[] = [];
  // Longest terms first, so "Optik Seeblick Plus" wins over "Optik Seeblick".
  const sorted = [...new Set(glossary.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return { text, terms };
  const pattern = new RegExp(sorted.map(escapeRegExp).join("|"), "g");
  const replaced = text.replace(pattern, (match) => {
    terms.push(match);
    return placeholder(terms.length - 1);
  });
  return { text: replaced, terms };
}

/** Puts the terms back; null when the model dropped or duplicated a placeholder (the caller falls back). */
export function restoreTerms(text: string, terms: readonly string[]): string | null {
  let out = text;
  for (let i = 0; i < terms.length; i++) {
    const parts = out.split(placeholder(i));
    if (parts.length !== 2) return null;
    out = parts.join(terms[i]!);
  }
  return out;
}
