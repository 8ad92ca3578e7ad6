import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gzipBytes, openPage, browserForThisFile } from "./browser";
import { editorFiles } from "./editor-assets";

const base = inject("baseURL");
const browser = browserForThisFile();

/** What a demo page holds, which decides its JavaScript budget and which heavy libraries it may load. */
type Kind = "text" | "islands" | "slider";
const BUDGET_KB: Record<Kind, number> = { text: 50, islands: 150, slider: 150 };

/** Every demo page in German (the French ones load the same code). */
const PAGES: [string, Kind][] = [
  ["/de", "text"],
  ["/de/dienstleistungen", "text"],
  ["/de/ueber-uns", "text"],
  ["/de/services/sehtest", "text"],
  ["/de/~imprint", "text"],
  ["/de/search?searchquery=Linse", "text"],
  ["/de/~contact", "islands"],
  ["/de/sponsoring", "islands"],
  ["/de/~start", "islands"],
  ["/de/golf/loch-1", "islands"],
  ["/de/stellen", "islands"],
  ["/de/marktplatz", "islands"],
  ["/de/termin", "islands"],
  ["/de/galerie", "islands"],
  ["/de/video", "islands"],
  ["/de/einblicke", "slider"],
  ["/de/optikerverzeichnis", "islands"],
  // The course map shows its picture at load; maplibre comes when the visitor asks for the map (decision 097).
  ["/de/platzkarte", "islands"],
];

/**
 * True when one of the scripts holds zod's schemas (their constructor names survive minification). Pages with
 * nothing to validate must not load it: about 25 KB gzip of module code to evaluate before the page's islands.
 */
async function loadsZod(scripts: string[]): Promise<boolean> {
  for (const path of scripts) if ((await (await fetch(base + path)).text()).includes("$ZodObject")) return true;
  return false;
}

/**
 * The demo pages that check input in the browser at load (the game's messages): the only ones that load zod with
 * the page. The visitor forms check only on submit and load it when a field is first focused (forms.test.ts).
 */
const VALIDATES = ["/de/~start", "/de/golf/loch-1"];

const rows: string[] = [];
let editorOnly: string[] = [];
beforeAll(async () => {
  editorOnly = (await editorFiles(base)).editorOnly;
});

describe("JavaScript each demo page loads", () => {
  it.each(PAGES)(
    "%s stays within its budget, loads no editor code and no maplibre, swiper only where it has a slider, and zod only where it validates",
    async (path, kind) => {
      const { scripts, close } = await openPage(browser(), base + path);
      try {
        expect(editorOnly.length).toBeGreaterThan(0);
        expect(scripts.filter((s) => editorOnly.includes(s))).toEqual([]);
        const bytes = await gzipBytes(base, scripts);
        rows.push(`${path.padEnd(36)} ${kind.padEnd(8)} ${String(scripts.length).padStart(3)} files ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`);
        expect(scripts.some((s) => /maplibre/i.test(s))).toBe(false);
        if (kind !== "slider") expect(scripts.filter((s) => /swiper/i.test(s))).toEqual([]);
        expect(await loadsZod(scripts)).toBe(VALIDATES.includes(path));
        expect(bytes).toBeLessThanOrEqual(BUDGET_KB[kind] * 1024);
      } finally {
        await close();
      }
    },
  );

  afterAll(() => {
    console.log(`\nJavaScript per demo page (budgets: text-only 50 KB, with islands or a slider 150 KB gzip)\n${rows.join("\n")}\n`);
  });
});
