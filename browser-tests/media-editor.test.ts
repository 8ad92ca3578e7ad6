import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage, type OpenedPage } from "./browser";
import { changeInPlace } from "./in-place";
import { stays } from "./waits";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const fixture = (name: string) => readFileSync(new URL(`../../shared/fixtures/uploads/${name}`, import.meta.url));
const VIDEO = Buffer.from((await import("../scripts/seed/assets/demo-video")).DEMO_VIDEO_WEBM_BASE64, "base64");
const slug = `medien-${Date.now().toString(36)}`;

/** A valid PNG of about `bytes` (random pixels, stored uncompressed), big enough for a visible progress bar. */
function bigPng(bytes: number): Buffer {
  const width = 1000;
  const height = Math.ceil(bytes / (width * 3));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) raw[i] = i % (width * 3 + 1) === 0 ? 0 : (i * 2654435761) >>> 24;
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, "ascii");
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function signIn(next: string): Promise<OpenedPage> {
  const opened = await openPage(browser(), `${base}/de/login?next=${encodeURIComponent(next)}`);
  await opened.page.fill("#login-email", "editor@optik-seeblick.example");
  await opened.page.fill("#login-password", "seeblick-demo-2026");
  await Promise.all([opened.page.waitForURL((url) => url.pathname === next.split("?")[0]), opened.page.locator(".login__form button[type=submit]").click()]);
  return opened;
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text }).last();
const api = async (page: Page, path: string) => (await page.request.get(`${base}/api/v1/media${path}`)).json();

/** Records every value the upload progress bar takes, from the page itself. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll<HTMLProgressElement>(".media-upload__progress")) if (!bar.hidden) seen.push(bar.value);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["value", "hidden"] });
  });
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);

let editor: OpenedPage;
let heroField = "";
beforeAll(async () => {
  editor = await signIn("/de/edit");
  const { page } = editor;
  const images = await api(page, "/list?mediaType=image");
  await createTestPage(page, base, {
    name: { de: "Medien", fr: "Médias" },
    slug,
    groups: [
      {
        blockType: "hero",
        fields: [
          { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Medien" } } },
          { name: "images", contentType: "media", mediaId: images.items[0].id },
        ],
      },
      { blockType: "mediaGallery", fields: [{ name: "images", contentType: "media", mediaId: images.items[1].id }] },
    ],
  });
  await page.goto(`${base}/de/edit/${slug}?toolbar=1`, { waitUntil: "networkidle" });
  heroField = (await page.locator('[data-field-name="images"][data-content-type="media"]').first().getAttribute("data-item"))!;
}, 90_000);
afterAll(async () => {
  await editor?.close();
});

/** Opens the context menu of the hero's image field and its media library (after closing what a test left open). */
async function openLibrary(page: Page) {
  for (let i = 0; i < 3 && (await page.locator("[role=dialog], [role=alertdialog], .editor-menu").count()) > 0; i++) await page.keyboard.press("Escape");
  await page.locator(`[data-item="${heroField}"]`).focus();
  await page.keyboard.press("Shift+F10");
  await page.locator(".editor-menu").waitFor();
  await page.getByRole("button", { name: "Medienbibliothek öffnen" }).click();
  const library = page.getByRole("dialog", { name: "Medienbibliothek" });
  await library.waitFor();
  await library.locator("[data-media-count]").and(page.locator(":not([aria-busy])")).waitFor();
  return library;
}

describe("media in the editor", () => {
  it("opens the library from the context menu: images newest first, 40 a page, no axe violations", async () => {
    const { page } = editor;
    const library = await openLibrary(page);
    const first = await api(page, "/list?mediaType=image");
    expect(first.items.length).toBeLessThanOrEqual(40);
    expect(await library.locator(".media-tile").count()).toBe(first.items.length);
    expect(await library.locator(".media-tile__name").first().textContent()).toBe(first.items[0].originalFilename);
    expect(await library.getByRole("button", { name: "Mehr laden" }).isVisible()).toBe(first.hasMore);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("bulk upload: progress, per-file errors, a success toast, the ready message for 3 s, then idle", async () => {
    const { page } = editor;
    const library = await openLibrary(page);
    await watchProgress(page);
    const area = library.locator(".media-upload");
    await area.locator("input[type=file]").setInputFiles([
      { name: "gross.png", mimeType: "image/png", buffer: bigPng(1536 * 1024) },
      { name: "html-named.png", mimeType: "image/png", buffer: fixture("html-named.png") },
    ]);
    // The upload API's English reason, in the editor's language.
    await toast(page, "Fehler beim Hochladen der Datei, html-named.png: Dateityp nicht erlaubt").waitFor();
    await toast(page, "Dateien hochgeladen").waitFor();
    await library.getByText("Upload abgeschlossen").waitFor();
    const seen = await progressSeen(page);
    expect(
      seen.some((v) => v > 0 && v < 100),
      `progress values ${seen.join(",")}`,
    ).toBe(true);
    expect(seen.at(-1)).toBe(100);
    expect(await library.locator(".media-tile").first().locator(".media-tile__name").textContent()).toBe("gross.png");
    await expect.poll(() => area.getAttribute("data-upload-phase"), { timeout: 6000 }).toBe("idle");
    expect(await library.getByText("Upload abgeschlossen").count()).toBe(0);
    const entry = (await api(page, "/list?mediaType=image")).items[0];
    expect(entry).toMatchObject({ originalFilename: "gross.png", resolution: { width: 1000 } });
    expect(entry.blurHash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{6,}$/);
    // The browser made the width variants: the 320 and 640 px files exist.
    expect((await page.request.get(`${base}${entry.publicUrl}?w=640`)).headers()["content-length"]).not.toBe(String(entry.fileSize));
    await page.keyboard.press("Escape");
  });

  it("drag and drop of an image uploads it; other types are ignored", async () => {
    const { page } = editor;
    const library = await openLibrary(page);
    const png = fixture("valid-2x2.png");
    const transfer = await page.evaluateHandle(
      (bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], "gezogen.png", { type: "image/png" }));
        data.items.add(new File(["<p>x</p>"], "seite.html", { type: "text/html" }));
        return data;
      },
      [...png],
    );
    await library.locator(".media-upload").dispatchEvent("drop", { dataTransfer: transfer });
    await library.getByText("Upload abgeschlossen").waitFor();
    await library.locator(".media-tile__name", { hasText: "gezogen.png" }).waitFor();
    expect(await library.locator(".media-tile__name", { hasText: "seite.html" }).count()).toBe(0);
    await page.keyboard.press("Escape");
  });

  it("crops an image into a derived medium and sets its focal point", async () => {
    const { page } = editor;
    const library = await openLibrary(page);
    const tile = library.locator(".media-tile").first();
    const id = (await tile.getAttribute("data-media-id"))!;
    await tile.getByRole("button", { name: /^Zuschneiden/ }).click();
    const crop = page.getByRole("dialog", { name: "Bild zuschneiden" });
    await crop.waitFor();
    await crop.locator("input[type=range]").fill("2");
    await crop.getByRole("button", { name: "Speichern" }).click();
    await toast(page, "Zugeschnittenes Bild gespeichert").waitFor();
    const cropped = (await api(page, "/list?mediaType=image")).items.find((m: { parentId: string | null }) => m.parentId);
    expect(cropped.cropArea.width).toBeCloseTo(50, 0);
    // Its tile shows the crop, not the whole original: the original inside a clipping frame, twice as wide.
    const frame = library.locator(`.media-tile[data-media-id="${cropped.id}"] .media-crop`);
    await frame.waitFor();
    const scale = await frame.evaluate((el) => el.querySelector("img")!.getBoundingClientRect().width / el.getBoundingClientRect().width);
    expect(scale).toBeCloseTo(2, 1);

    await library
      .locator(`.media-tile[data-media-id="${id}"]`)
      .getByRole("button", { name: /^Fokuspunkt/ })
      .click();
    const focal = page.getByRole("dialog", { name: "Fokuspunkt setzen" });
    const slider = focal.getByRole("slider", { name: "Fokuspunkt" });
    // No focal point yet: the editor starts at the centre, where the page puts it.
    expect(await slider.getAttribute("data-focal")).toBe("0.5,0.5");
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.4);
    await slider.press("ArrowRight");
    await focal.getByRole("button", { name: "Speichern" }).click();
    await toast(page, "Fokuspunkt gespeichert").waitFor();
    const saved = await api(page, `/get/${id}`);
    expect(saved.focalPoint.x).toBeCloseTo(0.75, 1);
    expect(saved.focalPoint.y).toBeCloseTo(0.4, 1);
    await page.keyboard.press("Escape");
  });

  it("crops a picture and sets its focal point from the picture's own menu, not only inside the library", async () => {
    const { page } = editor;
    for (const [button, title] of [
      ["Zuschneiden", "Bild zuschneiden"],
      ["Fokuspunkt", "Fokuspunkt setzen"],
    ] as const) {
      for (let i = 0; i < 3 && (await page.locator("[role=dialog], .editor-menu").count()) > 0; i++) await page.keyboard.press("Escape");
      await page.locator(`[data-item="${heroField}"]`).focus();
      await page.keyboard.press("Shift+F10");
      await page.locator(".editor-menu").getByRole("button", { name: button, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Abbrechen" }).click();
      await dialog.waitFor({ state: "hidden" });
    }
  });

  it("adds a YouTube link with the spec's texts, and uploads an own video that becomes ready (Stream stand-in)", async () => {
    const { page } = editor;
    const library = await openLibrary(page);
    await library.getByRole("button", { name: "Videos" }).click();
    const field = library.getByLabel("YouTube-Link");
    await field.fill("https://vimeo.com/1");
    await library.getByRole("button", { name: "YouTube-Video hinzufügen" }).click();
    await library.getByText("Bitte geben Sie eine gültige YouTube-URL ein").waitFor();
    await field.fill("https://youtu.be/dQw4w9WgXcQ");
    await library.getByRole("button", { name: "YouTube-Video hinzufügen" }).click();
    await toast(page, "YouTube-Video erfolgreich hinzugefügt").waitFor();

    await library.locator(".media-upload input[type=file]").setInputFiles({ name: "laden.webm", mimeType: "video/webm", buffer: VIDEO });
    const tile = library.locator(".media-tile", { hasText: "laden.webm" });
    await tile.waitFor();
    await expect.poll(() => tile.getAttribute("data-video-status"), { timeout: 20_000 }).toBe("ready");
    expect(await tile.getByText("Video bereit").isVisible()).toBe(true);
    const video = (await api(page, "/list?mediaType=video")).items.find((m: { originalFilename: string }) => m.originalFilename === "laden.webm");
    const player = await browser().newPage();
    await player.goto(video.publicUrl);
    await expect.poll(() => player.locator("video").evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
    await player.close();
    await page.keyboard.press("Escape");
  });

  it("uploads a video over 200 MB in resumable tus chunks with progress, and it becomes ready (Stream stand-in)", async () => {
    const { page } = editor;
    // 210 MiB: the demo video's bytes first (the container is recognised by them), then filler.
    const path = join(mkdtempSync(join(tmpdir(), "tus-")), "rundgang.webm");
    const big = Buffer.alloc(210 * 1024 * 1024, 7);
    VIDEO.copy(big, 0);
    writeFileSync(path, big);
    const patches: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().includes("/_standins/stream/tus/")) patches.push(request.headers()["upload-offset"] ?? "");
    });
    const library = await openLibrary(page);
    await library.getByRole("button", { name: "Videos" }).click();
    await watchProgress(page);
    await library.locator(".media-upload input[type=file]").setInputFiles(path);
    const tile = library.locator(".media-tile", { hasText: "rundgang.webm" });
    await tile.waitFor({ timeout: 120_000 });
    await expect.poll(() => tile.getAttribute("data-video-status"), { timeout: 30_000 }).toBe("ready");
    // Five chunks of 50 MiB (the last one 10 MiB), each at the offset the stand-in confirmed. A chunk that failed is
    // sent again at the same offset (tus-js-client's retryDelays; seen on a loaded machine): the repeat is the
    // resumable upload doing its job, so repeats are allowed, but no offset is skipped and none goes backwards.
    const offsets = patches.filter((offset, i) => offset !== patches[i - 1]);
    expect(offsets).toEqual(["0", "52428800", "104857600", "157286400", "209715200"]);
    if (patches.length > offsets.length) console.log(`tus: ${patches.length - offsets.length} chunk(s) sent again after a failure`);
    const seen = await progressSeen(page);
    expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThan(2);
    rmSync(path, { force: true });
    await page.keyboard.press("Escape");
  }, 180_000);

  it("deletes an unused medium at once; a medium on a published page only after naming the page", async () => {
    const { page } = editor;
    const library = await openLibrary(page);
    const named = library.locator(".media-tile", { hasText: "gezogen.png" });
    const before = await named.count();
    await named.last().getByRole("button", { name: "gezogen.png löschen" }).click();
    await toast(page, "Medium gelöscht").waitFor();
    await expect.poll(() => named.count()).toBe(before - 1);

    const used = await page.request.get(`${base}/api/v1/media/usage/${(await api(page, "/list?mediaType=image")).items.at(-1).id}`);
    expect(used.ok()).toBe(true);
    await page.keyboard.press("Escape");
  });
});

describe("SVG uploads cannot run script", () => {
  it("serves script-in.svg so that none of its four scripts runs, opened directly or embedded with <img>", async () => {
    const { page } = editor;
    const svg = fixture("script-in.svg");
    const direct = await (
      await page.request.post(`${base}/api/v1/media/directUpload`, { headers: { Origin: base }, data: { filename: "logo.svg", fileSize: svg.length } })
    ).json();
    expect((await page.request.put(`${base}${direct.url}`, { headers: { Origin: base }, data: svg })).status()).toBe(200);
    const entry = await (await page.request.post(`${base}/api/v1/media/createEntry`, { headers: { Origin: base }, data: { uploadId: direct.id } })).json();
    const viewer = await browser().newPage();
    const dialogs: string[] = [];
    viewer.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await viewer.goto(`${base}${entry.publicUrl}`, { waitUntil: "load" });
    await viewer.mouse.click(5, 5);
    const xss = () => viewer.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    expect(await stays(viewer, xss, 300)).toBeUndefined();
    await viewer.goto(`${base}/de`, { waitUntil: "load" });
    await viewer.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const img = document.createElement("img");
          img.onload = () => resolve();
          img.onerror = () => resolve();
          img.src = src;
          document.documentElement.appendChild(img);
        }),
      entry.publicUrl,
    );
    expect(await stays(viewer, xss, 300)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await viewer.close();
  });
});

describe("gallery in edit mode", () => {
  it("shows delete buttons instead of the lightbox; a medium on published pages asks first, naming them", async () => {
    const { page } = editor;
    await page.goto(`${base}/de/edit/${slug}?toolbar=1`, { waitUntil: "networkidle" });
    const tile = page.locator("[data-gallery] li[data-media-id]").first();
    const button = tile.getByRole("button", { name: /löschen$/ });
    await button.waitFor();
    expect(await tile.locator("a").count()).toBe(0);
    const mediaId = (await tile.getAttribute("data-media-id"))!;
    const pages = (await api(page, `/usage/${mediaId}`)).pages as { name: string }[];
    expect(pages.length).toBeGreaterThan(0);
    await button.click();
    const confirm = page.getByRole("alertdialog", { name: "Medium löschen?" });
    await confirm.waitFor();
    expect(await confirm.getByRole("listitem").allTextContents()).toEqual(pages.map((p) => p.name));
    expect(await axe(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    expect((await page.request.get(`${base}/api/v1/media/get/${mediaId}`)).status()).toBe(200);
  });

  it("lays a masonry out in columns as on the live page (islands do not run in edit mode: the stylesheet alone places it)", async () => {
    const { page } = editor;
    const firstRow = async (url: string) => {
      await page.goto(url, { waitUntil: "networkidle" });
      return page
        .locator(".masonry__list")
        .first()
        .evaluate((list) => {
          const top = list.getBoundingClientRect().top;
          return Array.from(list.children)
            .slice(0, 4)
            .map((tile) => {
              const box = tile.getBoundingClientRect();
              return { left: Math.round(box.left), top: Math.round(box.top - top) };
            });
        });
    };
    const edit = await firstRow(`${base}/de/edit/galerie`);
    // Four columns at 1280 px: the first four tiles side by side at the top of the list.
    expect(new Set(edit.map((tile) => tile.left)).size).toBe(4);
    expect(edit.map((tile) => tile.top)).toEqual([0, 0, 0, 0]);
    expect(edit).toEqual(await firstRow(`${base}/de/galerie`));
  });

  /** A page of its own with a gallery of one picture, open in edit mode with the gallery's menu (bulk uploader) open. */
  async function galleryMenu(page: Page, name: string) {
    const images = await api(page, "/list?mediaType=image");
    const gallerySlug = `${name}-${Date.now().toString(36)}`;
    const { id: pageId } = await createTestPage(page, base, {
      name: name,
      slug: gallerySlug,
      groups: [{ blockType: "mediaGallery", fields: [{ name: "images", contentType: "media", mediaId: images.items[0].id }] }],
    });
    await page.goto(`${base}/de/edit/${gallerySlug}?toolbar=1`, { waitUntil: "networkidle" });
    const gallery = page.locator('[data-item-type="group"][data-block-type="mediaGallery"]');
    const groupId = (await gallery.getAttribute("data-item"))!;
    await gallery.focus();
    await page.keyboard.press("Shift+F10");
    const area = page.locator(".editor-menu .media-upload");
    await area.waitFor();
    return { pageId, groupId, area, tiles: page.locator("[data-gallery] li[data-media-id]") };
  }

  it("bulk upload from a gallery's menu adds every picture to the gallery (it was once refused and the refusal swallowed)", async () => {
    const { page } = editor;
    const { area, tiles } = await galleryMenu(page, "galerie-dazu");
    expect(await tiles.count()).toBe(1);
    await changeInPlace(page, () =>
      area.locator("input[type=file]").setInputFiles([
        { name: "dazu-1.png", mimeType: "image/png", buffer: bigPng(200 * 1024) },
        { name: "dazu-2.png", mimeType: "image/png", buffer: bigPng(200 * 1024) },
      ]),
    );
    expect(await tiles.count()).toBe(3);
  });

  it("bulk upload into a gallery another editor removed meanwhile: 'Fehler beim Vorbereiten der Dateien' with the reason, no success, no reload", async () => {
    const { page } = editor;
    const { pageId, groupId, area } = await galleryMenu(page, "galerie-weg");
    // Another editor removes the (never published) gallery while the file is on its way: the upload asks for its
    // address, the removal is saved meanwhile, and the server then no longer has the block to add the picture to.
    let removed = 0;
    await page.route("**/api/v1/media/directUpload", async (route) => {
      removed = (await page.request.post(`${base}/api/v1/group/remove`, { headers: { Origin: base }, data: { pageId, groupId } })).status();
      await route.continue();
    });
    let reloaded = false;
    page.once("load", () => {
      reloaded = true;
    });
    await area.locator("input[type=file]").setInputFiles([{ name: "weg.png", mimeType: "image/png", buffer: bigPng(200 * 1024) }]);
    await toast(page, `Fehler beim Vorbereiten der Dateien: Box ${groupId} nicht gefunden`).waitFor();
    expect(removed).toBe(200);
    await page.unroute("**/api/v1/media/directUpload");
    // The other editor's removal shows in place (decision 077): the gallery goes from the page and its menu with
    // it, so the upload area is gone rather than back to idle; nowhere does the page claim a success.
    await expect.poll(() => page.locator('[data-item-type="group"][data-block-type="mediaGallery"]').count()).toBe(0);
    expect(await area.count()).toBe(0);
    expect(await page.getByText("Upload abgeschlossen").count()).toBe(0);
    const claimed = await stays(page, async () => ({ toasts: await toast(page, "Dateien hochgeladen").count(), reloaded }), 1_500);
    expect(claimed).toEqual({ toasts: 0, reloaded: false });
  });

  it("on touch, the first tap selects an image and only then shows its delete button", async () => {
    const touch = await browser().newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      storageState: await editor.context.storageState(),
    });
    const page = await touch.newPage();
    await page.goto(`${base}/de/edit/${slug}?toolbar=1`, { waitUntil: "networkidle" });
    const tile = page.locator("[data-gallery] li[data-media-id]").first();
    const button = tile.locator(".gallery-delete");
    await button.waitFor({ state: "attached" });
    expect(await button.isVisible()).toBe(false);
    await tile.tap();
    await expect.poll(() => button.isVisible()).toBe(true);
    await touch.close();
  });
});
