import type { Locale } from "../locales";
import { textsIn } from "../texts-in";

type EmptyTexts = { noJobs: string; noItems: string };

/**
 * What an empty jobs or marketplace list says to visitors (visitor-side section 5: 'no jobs', 'no items'), in all
 * ten page languages: the list is live content, so no language falls back to another's text.
 */
const EMPTY_LIST_TEXTS: Record<Locale, EmptyTexts> = {
  de: { noJobs: "Keine offenen Stellen", noItems: "Keine Einträge" },
  fr: { noJobs: "Aucune offre d'emploi", noItems: "Aucune annonce" },
  it: { noJobs: "Nessuna offerta di lavoro", noItems: "Nessun annuncio" },
  rm: { noJobs: "Naginas plazzas libras", noItems: "Nagins inserats" },
  en: { noJobs: "no jobs", noItems: "no items" },
  sq: { noJobs: "Asnjë vend pune i lirë", noItems: "Asnjë njoftim" },
  sr: { noJobs: "Nema otvorenih radnih mesta", noItems: "Nema oglasa" },
  hr: { noJobs: "Nema otvorenih radnih mjesta", noItems: "Nema oglasa" },
  es: { noJobs: "No hay ofertas de empleo", noItems: "No hay anuncios" },
  pt: { noJobs: "Nenhuma vaga de emprego", noItems: "Nenhum anúncio" },
};

/** The empty-list texts of a page language. */
export function emptyListTexts(locale: Locale): EmptyTexts {
  return textsIn(EMPTY_LIST_TEXTS, locale);
}
