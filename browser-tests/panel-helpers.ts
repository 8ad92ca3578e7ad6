import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Calls the content API as the signed-in editor of `page` (same cookies), with the Origin the API checks. */
export async function api(page: Page, base: string, path: string, body?: unknown, method: "GET" | "POST" | "PUT" = body === undefined ? "GET" : "POST") {
  const response = await page.request.fetch(`${base}/api/v1${path}`, { method, headers: { Origin: base }, ...(body === undefined ? {} : { data: body }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The toast carrying `text` (the newest one). */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).last();

/** Opens the pages panel from the toolbar of the edit page at `path`. */
export async function openPagesPanel(page: Page, base: string, path = "/de/edit"): Promise<void> {
  await page.goto(`${base}${path}?toolbar=1`, { waitUntil: "networkidle" });
  await page.locator(".editor-toolbar button", { hasText: "Seiten" }).click();
  await page.locator(".editor-page-list").waitFor();
}
