/** Search text without case and accents: "Zürich" -> "zurich", "Genève" -> "geneve", "Strasse"/"Straße" -> "strasse". */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim();
}

/** German transliteration of umlauts ("Zürich" -> "zuerich"), so both ways of typing them find an entry. */
function transliterate(text: string): string {
  return text.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue");
}

/** What a business can be found by: its name and, per branch, city and postcode. */
export type Searchable = { name: string; branches: { city: string; zip: string }[] };

/** The folded text a query is matched against. */
export function searchText(item: Searchable): string {
  const raw = [item.name, ...item.branches.flatMap((branch) => [branch.city, branch.zip])].join(" ");
  return `${foldText(raw)} ${foldText(transliterate(raw))}`;
}

/** True when every word of the query occurs in the business's name, a city or a postcode (case and accents ignored). */
export function matchesQuery(haystack: string, query: string): boolean {
  const words = foldText(query).split(" ").filter(Boolean);
  return words.every((word) => haystack.includes(word));
}
