import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, type OpenedPage } from "./browser";
import { changeInPlace } from "./in-place";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `optionen-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}?toolbar=1`;

const text = (name: string, value: string) => ({ name, contentType: "localizedSingleValue", content: { de: { text: value } } });

/** A page of its own with one block of each option type, created through the content API. */
async function createOwnPage(page: Page) {
  const images = (await (await page.request.get(`${base}/api/v1/media/list?mediaType=image`)).json()) as { items: { id: string }[] };
  await createTestPage(page, base, {
    name: "Optionen",
    slug,
    groups: [
      { blockType: "hero", fields: [text("title", "Optionen")] },
      { blockType: "cta", fields: [text("title", "Jetzt buchen"), text("button", "Termin")] },
      { blockType: "richTextBlock", fields: [text("title", "Textblock")] },
      { blockType: "imageBoard", fields: [text("title", "Bilder"), { name: "images", contentType: "media", mediaId: images.items[0]?.id }] },
      { blockType: "imageCollage", fields: [text("title", "Collage")] },
      { blockType: "textOnImage", fields: [text("title", "Text auf Bild")] },
      { blockType: "spacer" },
      { blockType: "bookingContainer", fields: [text("title", "Buchen")] },
      { blockType: "goFeed", fields: [text("title", "Artikel")] },
      { blockType: "videoPlayer", fields: [text("title", "Video")] },
      { blockType: "jobs", fields: [text("title", "Stellen")] },
      { blockType: "mapContainer", fields: [text("title", "Karte")] },
      { blockType: "contact", fields: [text("title", "Kontakt")] },
      { blockType: "scoreTracker" },
      { blockType: "gameSetup" },
    ],
  });
}

const block = (page: Page, type: string) => page.locator(`[data-item-type="group"][data-block-type="${type}"]`).first();

/** After a save the menu stays open on its block (decision 076): closes it. */
async function closeMenu(page: Page): Promise<void> {
  await page.locator(".editor-toolbar").waitFor();
  const menu = page.locator(".editor-menu");
  if (await menu.count()) {
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    // Focus returns to the item when the menu's focus scope unmounts, which may come a frame later: a menu opened
    // before that would lose focus to the item and close.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-item") ?? false)).toBe(true);
    // ... without moving the page: a block taller than the window (the full-height hero) was scrolled to its top.
    expect(await page.evaluate(() => window.scrollY), "closing the menu keeps the scroll position").toBe(before);
  }
}

/**
 * Opens a block's item menu from the keyboard (Enter on the block) and returns its options part. Focusing the block
 * scrolls it into view, as reaching it does for a user: `saved` measures the scroll position from here on
 * (`optionsOpenAt`), not from before the block was reached.
 */
async function openOptions(page: Page, type: string): Promise<Locator> {
  await closeMenu(page);
  const menu = page.locator(".editor-menu");
  await block(page, type).focus();
  await page.keyboard.press("Enter");
  const part = menu.locator(`[data-options-for="${type}"]`);
  await part.waitFor();
  await page.evaluate(() => {
    (window as unknown as { optionsOpenAt?: number }).optionsOpenAt = window.scrollY;
  });
  return part;
}

/**
 * Runs a change that saves an option and waits for the block to show the saved value in place (decision 076: no
 * reload, the scroll position kept), with the menu the change was made in still open (unless the change closed it,
 * as the media library does). The scroll position is compared from the moment the block's menu was open (the view
 * the owner chooses in) when the change opened it, since reaching the block scrolls it into view first.
 */
async function saved(page: Page, change: () => Promise<unknown>, { menuReopens = true } = {}) {
  try {
    await page.evaluate(() => {
      (window as unknown as { optionsOpenAt?: number }).optionsOpenAt = undefined;
    });
    const { before, after } = await changeInPlace(page, change);
    const openAt = await page.evaluate(() => (window as unknown as { optionsOpenAt?: number }).optionsOpenAt);
    expect(Math.abs(after - (openAt ?? before)), "scroll position kept").toBeLessThanOrEqual(1);
  } catch (error) {
    // Say why nothing was shown: the option's message or the error toast, and the failure itself.
    const shown = await page.locator('.editor-menu [role="alert"], [data-sonner-toast][data-type="error"]').allTextContents();
    throw new Error(`no save: ${[...shown, String(error)].join(" | ")}`);
  }
  await page.locator(".editor-toolbar").waitFor();
  if (menuReopens) await page.locator(".editor-menu").waitFor();
}

const radio = (part: Locator, legend: string, value: string) =>
  part.locator("fieldset", { has: part.page().locator("legend", { hasText: new RegExp(`^${legend}$`) }) }).getByLabel(value, { exact: true });

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  await createOwnPage(editor.page);
  await editor.page.goto(base + editPath, { waitUntil: "networkidle" });
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("block options (decision 034)", () => {
  it("opens a block's options from its item menu, without axe violations", async () => {
    const { page } = editor;
    const part = await openOptions(page, "hero");
    expect(await part.locator("h3").textContent()).toBe("Optionen");
    expect(await part.locator("legend").allTextContents()).toEqual(expect.arrayContaining(["Ausrichtung", "Vertikale Ausrichtung", "Farbe"]));
    expect(await axe(page)).toEqual([]);
  });

  it("checkbox, alignment, vertical alignment and colour swatches save on click; clearing the colour saves null", async () => {
    const { page } = editor;
    await saved(page, async () => (await openOptions(page, "hero")).getByLabel("Volle Höhe").check());
    expect(await block(page, "hero").locator(".hero--full").count()).toBe(1);
    await saved(page, async () => radio(await openOptions(page, "hero"), "Ausrichtung", "Mitte").check());
    await saved(page, async () => radio(await openOptions(page, "hero"), "Vertikale Ausrichtung", "Oben").check());
    await saved(page, async () => radio(await openOptions(page, "hero"), "Farbe", "Primärfarbe").check());
    expect(await block(page, "hero").locator(".hero.hero--center.hero--v-top.surface-primary").count()).toBe(1);
    await saved(page, async () => (await openOptions(page, "hero")).getByRole("button", { name: "Zurücksetzen" }).click());
    expect(await block(page, "hero").locator(".hero.surface-background").count()).toBe(1);
  });

  it("choice types: text size, column width, grid, columns, image format, object fit, arrangement, text position, size, game step, score view, listing kind", async () => {
    const { page } = editor;
    const choices: [string, string, string, string][] = [
      ["richTextBlock", "Textgrösse", "Gross", ".text-size-large"],
      ["richTextBlock", "Spaltenbreite", "Schmal", ".column-narrow"],
      ["imageBoard", "Layout", "Mauerwerk", ".layout-masonry"],
      ["imageBoard", "Spalten", "4", ".image-grid--4"],
      ["imageBoard", "Bildformat", "Hochformat", ".format-portrait"],
      ["imageBoard", "Bildanpassung", "Einpassen", ".fit-contain"],
      ["imageCollage", "Anordnung", "Text über Medien", ".image-collage--textAboveMedia"],
      ["textOnImage", "Textposition", "Links", ".text-on-image--left"],
      ["spacer", "Grösse", "L", ".spacer--L"],
      ["scoreTracker", "Ansicht", "Tabelle", '[data-score-view="table"]'],
      ["gameSetup", "Spielschritt", "Teilen", '[data-game-step="share"]'],
    ];
    for (const [type, legend, value, shows] of choices) {
      await saved(page, async () => radio(await openOptions(page, type), legend, value).check());
      expect(await block(page, type).locator(shows).count(), `${type} ${legend}`).toBe(1);
    }
    await saved(page, async () => radio(await openOptions(page, "jobs"), "Art der Inserate", "Gesuche").check());
    expect(await radio(await openOptions(page, "jobs"), "Art der Inserate", "Gesuche").isChecked()).toBe(true);
  });

  it("number: the stepper and typed text are clamped to the block's range", async () => {
    const { page } = editor;
    await saved(page, async () => (await openOptions(page, "goFeed")).getByRole("button", { name: "Anzahl Einträge: Mehr" }).click());
    expect(await (await openOptions(page, "goFeed")).getByLabel("Anzahl Einträge", { exact: true }).inputValue()).toBe("7");
    await saved(page, async () => {
      const input = (await openOptions(page, "goFeed")).getByLabel("Anzahl Einträge", { exact: true });
      await input.fill("99");
      await page.keyboard.press("Enter");
    });
    expect(await (await openOptions(page, "goFeed")).getByLabel("Anzahl Einträge", { exact: true }).inputValue()).toBe("24");
  });

  it("text saves on Enter; a value the schema refuses shows the server's message naming the option", async () => {
    const { page } = editor;
    await saved(page, async () => {
      const input = (await openOptions(page, "videoPlayer")).getByLabel("YouTube-URL");
      await input.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
      await page.keyboard.press("Enter");
    });
    expect(await block(page, "videoPlayer").locator('[data-video-player="youtube"]').count()).toBe(1);
    const part = await openOptions(page, "videoPlayer");
    const input = part.getByLabel("YouTube-URL");
    await input.fill(`https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${"a".repeat(2_000)}`);
    await input.press("Enter");
    const message = part.getByRole("alert");
    await message.waitFor();
    expect(await message.textContent()).toMatch(/^Option «videoUrl»: Too big: expected string to have <=2000 characters/);
    expect(await input.inputValue()).toMatch(/a{2000}$/);
    // Back to the saved text, so leaving the field saves nothing (no second refusal toast over the next menu).
    await input.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("link: url normalised; booking link: an e-mail address is refused, the iframe kind embeds", async () => {
    const { page } = editor;
    await saved(page, async () => {
      const part = await openOptions(page, "cta");
      await part.getByLabel("Webadresse").fill("optik.example/termin");
      await part.getByRole("button", { name: "Übernehmen" }).click();
    });
    expect(await block(page, "cta").locator('a[href="https://optik.example/termin"]').textContent()).toBe("Termin");
    // A page link through the picker: the section holding the page is opened, the page chosen, the link applied.
    await saved(page, async () => {
      const part = await openOptions(page, "cta");
      await part.getByLabel("Seite", { exact: true }).check();
      // Sections start closed while no page is chosen; "Über uns" is in the first one (Navigation).
      const named = page.locator(".rte-picker__page", { hasText: /^Über uns$/ });
      const section = part.locator(".rte-picker details", { has: named }).first();
      await section.locator("summary").click();
      const choice = section.locator(".rte-picker__page", { hasText: /^Über uns$/ });
      await choice.click();
      expect(await choice.getAttribute("aria-pressed")).toBe("true");
      await part.getByRole("button", { name: "Übernehmen" }).click();
    });
    // In edit mode a link to a page of the site stays in edit mode (decision 066); the live page links /de/ueber-uns.
    expect(await block(page, "cta").locator('a[href="/de/edit/ueber-uns"]').textContent()).toBe("Termin");
    // Opened again, the picker shows the linked page chosen, in its open section.
    const again = await openOptions(page, "cta");
    expect(await again.getByLabel("Seite", { exact: true }).isChecked()).toBe(true);
    expect(await again.locator('.rte-picker details[open] [aria-pressed="true"]').textContent()).toBe("Über uns");
    const booking = await openOptions(page, "bookingContainer");
    await booking.getByLabel("Buchungs-URL").fill("info@optik.example");
    await booking.getByRole("button", { name: "Übernehmen" }).click();
    expect(await booking.getByRole("alert").textContent()).toBe("Bitte gib eine gültige URL ein");
    await saved(page, async () => {
      await booking.getByLabel("Buchungslink").selectOption("iframe");
      await booking.getByLabel("Buchungs-URL").fill("termine.optik.example/buchen");
      await booking.getByRole("button", { name: "Übernehmen" }).click();
    });
    expect(await block(page, "bookingContainer").locator('[data-booking-provider="iframe"]').count()).toBe(1);
  });

  it("map: a list of points (two rows always shown, each latitude and longitude as free text and an icon); the route refuses a bad format and saves a valid one", async () => {
    const { page } = editor;
    const points = (await openOptions(page, "mapContainer")).locator(".editor-points");
    const row = (index: number) => points.locator(`[data-point-row="${index}"]`);
    // Two rows before any point is stored; rows can be added and removed, never below two.
    expect(await points.locator("[data-point-row]").count()).toBe(2);
    expect(await row(0).locator("legend").textContent()).toBe("Punkt 1");
    expect(await points.getByRole("button", { name: /entfernen$/ }).count()).toBe(0);
    await points.getByRole("button", { name: "Punkt hinzufügen" }).click();
    expect(await points.locator("[data-point-row]").count()).toBe(3);
    await points.getByRole("button", { name: "Punkt 3 entfernen" }).click();
    expect(await points.locator("[data-point-row]").count()).toBe(2);
    await row(0).getByLabel("Breitengrad").fill("47.4988");
    await row(0).getByLabel("Längengrad").fill("8,7241");
    await row(0).getByLabel("Symbol").selectOption("start");
    await row(1).getByLabel("Breitengrad").fill("47.5011");
    await row(1).getByLabel("Längengrad").fill("8.7301");
    await row(1).getByLabel("Symbol").selectOption("party");
    await saved(page, () => points.getByRole("button", { name: "Übernehmen" }).click());
    // The block shows its points (its stop lists the first one's OpenStreetMap link); the rows come back as saved.
    expect(await block(page, "mapContainer").locator('a[href*="openstreetmap.org/?mlat=47.4988&mlon=8.7241"]').count()).toBe(1);
    const again = (await openOptions(page, "mapContainer")).locator(".editor-points");
    expect(await again.locator('[data-point-row="0"]').getByLabel("Längengrad").inputValue()).toBe("8,7241");
    expect(await again.locator('[data-point-row="1"]').getByLabel("Symbol").inputValue()).toBe("party");
    expect(await axe(page)).toEqual([]);
    const part = (await openOptions(page, "mapContainer")).locator("form", { has: page.getByLabel("Route") });
    await part.getByLabel("Route").fill("hier entlang");
    await part.getByRole("button", { name: "Übernehmen" }).click();
    expect(await part.getByRole("alert").textContent()).toBe("Invalid format: Invalid coordinates format");
    await saved(page, async () => {
      await part.getByLabel("Route").fill("8.7241, 47.4988\n8.7301, 47.5011");
      await part.getByRole("button", { name: "Übernehmen" }).click();
    });
    expect(await (await openOptions(page, "mapContainer")).getByLabel("Route").inputValue()).toBe("8.7241, 47.4988\n8.7301, 47.5011");
  });

  it("location shows only while the branches are shown (display condition) and limits the branches", async () => {
    const { page } = editor;
    const part = await openOptions(page, "contact");
    await part.locator("legend", { hasText: /^Standorte$/ }).waitFor();
    await saved(page, async () => part.getByLabel("Standorte zeigen").uncheck());
    expect(await (await openOptions(page, "contact")).locator("legend", { hasText: /^Standorte$/ }).count()).toBe(0);
    await saved(page, async () => (await openOptions(page, "contact")).getByLabel("Standorte zeigen").check());
    const branches = await block(page, "contact").locator(".contact-block__branches .branch__name").allTextContents();
    expect(branches.length).toBeGreaterThan(0);
    const location = (await openOptions(page, "contact")).locator("fieldset", { has: page.locator("legend", { hasText: /^Standorte$/ }) });
    const boxes = location.getByRole("checkbox");
    await boxes.first().waitFor();
    // One checkbox per branch of the site's business, named by the branch.
    expect(await boxes.count()).toBe(branches.length);
    expect(await location.locator("label").first().textContent()).toContain(branches[0]);
    await saved(page, async () => boxes.first().check());
    expect(
      await (await openOptions(page, "contact"))
        .locator("fieldset", { has: page.locator("legend", { hasText: /^Standorte$/ }) })
        .getByRole("checkbox")
        .first()
        .isChecked(),
    ).toBe(true);
    expect(await block(page, "contact").locator(".contact-block__branches .branch__name").allTextContents()).toEqual([branches[0]]);
  });

  it("articles: the pasted URL is looked up, with the spec's texts for a missing or unknown URL", async () => {
    const { page } = editor;
    const part = await openOptions(page, "goFeed");
    await part.getByRole("button", { name: "Artikel hinzufügen" }).click();
    expect(await part.getByRole("alert").textContent()).toBe("URL nicht angegeben");
    await part.getByLabel("Artikel-URL einfügen").fill(`${base}/_standins/articles/2026/10/gibt-es-nicht/`);
    await part.getByRole("button", { name: "Artikel hinzufügen" }).click();
    await expect.poll(() => part.getByRole("alert").textContent()).toBe("Url nicht gefunden");
    await saved(page, async () => {
      await part.getByLabel("Artikel-URL einfügen").fill(`${base}/_standins/articles/2026/10/kurzsichtigkeit-bei-kindern/`);
      await part.getByRole("button", { name: "Artikel hinzufügen" }).click();
    });
    expect(await block(page, "goFeed").locator(".article-teaser a").getAttribute("href")).toBe(
      `${base}/_standins/articles/2026/10/kurzsichtigkeit-bei-kindern/`,
    );
  });

  it("media: the option opens the media library on its kind; the picked image shows in the block", async () => {
    const { page } = editor;
    const part = await openOptions(page, "hero");
    await part.getByRole("button", { name: "Bild: Mediathek öffnen" }).click();
    const library = page.getByRole("dialog");
    const pick = library.getByRole("button", { name: /^Auswählen:/ }).first();
    await pick.waitFor();
    await saved(page, () => pick.click(), { menuReopens: false });
    expect(await block(page, "hero").locator(".hero__image").count()).toBeGreaterThan(0);
  });

  it("undo takes an option change back across its reload, then the text saved before it; a step whose block is gone is dropped; reverting ends the history", async () => {
    const { page } = editor;
    const undo = page.getByRole("button", { name: "Rückgängig" });
    const redo = page.getByRole("button", { name: "Wiederholen" });
    const ctaTitle = block(page, "cta").locator('[data-field-name="title"]');
    // The earlier tests' option changes are in this tab's history too: start from an empty one, as a new tab does.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload({ waitUntil: "networkidle" });
    await closeMenu(page);
    expect(await undo.isDisabled()).toBe(true);
    await ctaTitle.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Gleich buchen");
    await page.keyboard.press("Enter");
    await page.locator("[data-sonner-toast]", { hasText: "Gespeichert" }).last().waitFor();
    const spacer = block(page, "spacer").locator('[class*="spacer--"]');
    const sizeBefore = await spacer.getAttribute("class");
    expect(sizeBefore).not.toContain("spacer--S");
    await saved(page, async () => radio(await openOptions(page, "spacer"), "Grösse", "S").check());
    expect(await spacer.getAttribute("class")).toContain("spacer--S");

    // The history holds both: undo saves the size before (shown in place), then the title before.
    await closeMenu(page);
    await changeInPlace(page, () => undo.click());
    await page.locator(".editor-toolbar").waitFor();
    expect(await spacer.getAttribute("class")).toBe(sizeBefore);
    await undo.click();
    await expect.poll(() => ctaTitle.textContent()).toBe("Jetzt buchen");
    await redo.click();
    await expect.poll(() => ctaTitle.textContent()).toBe("Gleich buchen");
    await page.reload({ waitUntil: "networkidle" });
    expect(await ctaTitle.textContent()).toBe("Gleich buchen");

    // The block is removed (never published, so deleted): undoing its title cannot be done and leaves the history.
    const pageId = await page.evaluate(() => JSON.parse(document.getElementById("editor-boot")?.textContent ?? "{}").pageId);
    const groupId = await block(page, "cta").getAttribute("data-item");
    const removed = await page.request.post(`${base}/api/v1/group/remove`, { headers: { Origin: base }, data: { pageId, groupId } });
    expect(removed.status()).toBe(200);
    await page.reload({ waitUntil: "networkidle" });
    await undo.click();
    await page.locator('[data-sonner-toast][data-type="error"]', { hasText: "Nicht möglich: Dieser Inhalt ist nicht mehr auf der Seite" }).waitFor();
    await expect.poll(() => undo.isDisabled()).toBe(true);
    expect(await redo.isDisabled()).toBe(false);

    // Reverting ends the history (publishing too): what it would restore is no longer the draft. The page is
    // published first (the API, as its French texts are missing), so that it has a state to revert to.
    const published = await page.request.post(`${base}/api/v1/page/publish`, { headers: { Origin: base }, data: { id: pageId } });
    expect(published.status()).toBe(200);
    await page.reload({ waitUntil: "networkidle" });
    await saved(page, async () => radio(await openOptions(page, "spacer"), "Grösse", "S").check());
    await closeMenu(page);
    expect(await undo.isDisabled()).toBe(false);
    await page.locator(".editor-toolbar button", { hasText: "Verwerfen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Änderungen verwerfen" });
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Verwerfen" }).click()]);
    await page.locator(".editor-toolbar").waitFor();
    expect(await undo.isDisabled()).toBe(true);
    expect(await redo.isDisabled()).toBe(true);
  });

  it("undo pressed twice in a row takes back two steps: the second waits for the first to be saved and shown", async () => {
    const { page } = editor;
    const undo = page.getByRole("button", { name: "Rückgängig" });
    const spacer = block(page, "spacer").locator('[class*="spacer--"]');
    const text = block(page, "richTextBlock").locator('[class*="text-size-"]');
    const spacerBefore = await spacer.getAttribute("class");
    const textBefore = await text.getAttribute("class");
    await saved(page, async () => radio(await openOptions(page, "spacer"), "Grösse", spacerBefore?.includes("spacer--M") ? "S" : "M").check());
    await saved(page, async () =>
      radio(await openOptions(page, "richTextBlock"), "Textgrösse", textBefore?.includes("text-size-small") ? "Mittel" : "Klein").check(),
    );
    expect(await spacer.getAttribute("class")).not.toBe(spacerBefore);
    expect(await text.getAttribute("class")).not.toBe(textBefore);
    await closeMenu(page);
    // The second click comes while the first undo is still saving: it must take back the step behind it (the
    // spacer), not the text size a second time.
    await undo.click();
    await undo.click();
    await expect.poll(() => text.getAttribute("class")).toBe(textBefore);
    await expect.poll(() => spacer.getAttribute("class")).toBe(spacerBefore);
  });
});
