import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { block, context } from "../test-fixtures";
import { gameSetup } from "./definition";

const render = (step: string, mode: "live" | "edit" = "live", locale: "de" | "fr" = "de", courses = ["golf"], course = "") =>
  renderToString(
    <gameSetup.View block={block("gameSetup", [])} options={gameSetup.options.parse({ step, course })} ctx={{ ...context(locale, mode), courses }} />,
  );
const startProps = (html: string) => JSON.parse(/data-island-props="gameStart">([^<]+)</.exec(html)?.[1] ?? "null");

describe("gameSetup on the server", () => {
  it("start: title, subtitles and a start button that stays disabled until the page is interactive", () => {
    const html = render("start");
    expect(html).toContain("<h1>Rock&#x27;n&#x27;hole!</h1>");
    expect(html).toContain("Digitale Spielkarte");
    expect(html).toMatch(/<button type="button" class="[^"]*" disabled="" aria-busy="false">Spiel starten<\/button>/);
    expect(render("start", "live", "fr")).toContain(">Commencer la partie</button>");
  });

  it("starts on the chosen course, else the site's only one, whatever its name", () => {
    expect(startProps(render("start", "live", "de", ["parcours"]))).toEqual({ locale: "de", course: "parcours" });
    expect(startProps(render("start", "live", "de", ["parcours", "altstadt"], "altstadt"))).toEqual({ locale: "de", course: "altstadt" });
  });

  it("without a course: no start button; edit mode says why and where to choose one", () => {
    for (const [courses, course] of [
      [[], ""],
      [["a", "b"], ""],
      [["a"], "gone"],
    ] as const) {
      const live = render("start", "live", "de", [...courses], course);
      expect(live).not.toContain('data-island="gameStart"');
      expect(live).not.toContain("Kein Platz gewählt");
      const edit = render("start", "edit", "de", [...courses], course);
      expect(edit).not.toContain('data-island="gameStart"');
      expect(edit).toContain("Kein Platz gewählt");
    }
  });

  it("renders each step as its own island", () => {
    expect(render("start")).toContain('data-island="gameStart"');
    expect(render("addPlayers")).toContain('data-island="gamePlayers"');
    expect(render("share")).toContain('data-island="gameShare"');
    expect(render("coupon")).toContain('data-island="gameCoupon"');
  });

  it("add players: a labelled name field and the way on to the share page", () => {
    const html = render("addPlayers");
    expect(html).toMatch(/<label for="([^"]+)">Name<\/label>.*<input[^>]* id="\1"/);
    expect(html).toContain(">Zum Spiel</a>");
  });

  it("share: waiting for players, disabled, and in edit mode a placeholder text instead of the QR code", () => {
    // The spec's English words on a German page are marked as English (decision 084).
    expect(render("share")).toMatch(/disabled="" lang="en">waiting for players<\/button>/);
    expect(render("share")).not.toContain("QR-Code-Platzhalter");
    expect(render("share", "edit")).toContain("QR-Code-Platzhalter");
  });

  it("coupon: the free drink and the way back to the play page", () => {
    const html = render("coupon", "live", "fr");
    expect(html).toContain("3 dl de bière ou de soft");
    expect(html).toContain('href="/fr/~play"');
  });
});
