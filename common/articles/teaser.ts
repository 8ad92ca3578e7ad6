import { z } from "zod";

/** An article teaser of the article site (title, excerpt, image, link), by the post id it was found under. */
export const articleTeaserSchema = z.object({
  postId: z.number().int().positive(),
  title: z.string(),
  excerpt: z.string(),
  link: z.string(),
  date: z.string().nullable(),
  image: z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable(), alt: z.string() }).nullable(),
});
export type ArticleTeaser = z.infer<typeof articleTeaserSchema>;

/** The article-lookup texts of editor-side section 8. */
export const ARTICLE_LOOKUP_TEXTS = {
  notFound: "Url nicht gefunden",
  notFoundEn: "Could not find article with this URL",
  missing: "URL nicht angegeben",
  failed: "Ein Fehler ist aufgetreten",
} as const;

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  laquo: "«",
  raquo: "»",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bdquo: "„",
};

/** Plain text of a WordPress `rendered` string: tags removed, entities decoded, white space collapsed. */
export function renderedToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] === "#") {
        const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
      }
      return NAMED[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .replace(/\s*\[(…|&hellip;)\]\s*$/, " …")
    .trim();
}
