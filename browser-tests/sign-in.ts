import type { Browser } from "playwright-core";
import { type OpenedPage, openPage } from "./browser";

/** Signs in through the login form with the seeded editor (as an editor would) and lands on `next`. */
export async function signInAs(browser: Browser, base: string, next: string): Promise<OpenedPage> {
  const opened = await openPage(browser, `${base}/de/login?next=${encodeURIComponent(next)}`);
  await opened.page.fill("#login-email", "editor@optik-seeblick.example");
  await opened.page.fill("#login-password", "seeblick-demo-2026");
  await Promise.all([opened.page.waitForURL((url) => url.pathname === next.split("?")[0]), opened.page.locator(".login__form button[type=submit]").click()]);
  return opened;
}
