import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, openPage } from "./browser";

// Signing in opens edit mode ready to edit, and shows that it is edit mode (issue 45, point 1): the toolbar is open,
// a click on a text starts editing it, and a frame around the window marks the mode, at 1280 and 390 px.
const base = inject("baseURL");
const browser = browserForThisFile();

describe.each([1280, 390])("signing in at %i px", (width) => {
  it("lands in edit mode with the toolbar open and a frame around the window; a click on a text starts editing", async () => {
    const opened = await openPage(browser(), `${base}/de/login`, { viewport: { width, height: width < 500 ? 844 : 800 } });
    const { page } = opened;
    try {
      await page.fill("#login-email", "editor@optik-seeblick.example");
      await page.fill("#login-password", "seeblick-demo-2026");
      await Promise.all([page.waitForURL((url) => url.pathname === "/de/edit"), page.locator(".login__form button[type=submit]").click()]);
      await page.locator(".editor-toolbar").waitFor();
      expect(new URL(page.url()).searchParams.get("toolbar")).toBe("1");
      // The frame: on every edge of the window, over the page, taking no clicks.
      const frame = await page.evaluate(() => {
        const style = getComputedStyle(document.querySelector(".editor-root")!, "::before");
        return { position: style.position, border: style.borderTopWidth, color: style.borderTopColor, events: style.pointerEvents, inset: style.inset };
      });
      expect(frame).toEqual({ position: "fixed", border: "3px", color: "rgb(240, 180, 0)", events: "none", inset: "0px" });
      await page.screenshot({ path: `/tmp/sign-in-edit-${width}.png` });
      // One click on the first text of the page, and typing goes into it.
      const title = page.locator('main [data-content-type="localizedSingleValue"]').first();
      await title.click();
      await expect.poll(() => title.evaluate((el) => el === document.activeElement && (el as HTMLElement).isContentEditable)).toBe(true);
      await page.keyboard.press("End");
      await page.keyboard.type("!");
      expect(await title.textContent()).toMatch(/!$/);
      // Not saved: Escape gives the text back.
      await page.keyboard.press("Escape");
      await expect.poll(() => title.textContent()).not.toMatch(/!$/);
    } finally {
      await opened.close();
    }
  });
});
