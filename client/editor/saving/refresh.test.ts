import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { de } from "../i18n/de";
import { on } from "../state/events";
import { bootAtom, editorStore } from "../state/store";
import { RELOAD_DELAY_MS, RELOAD_NOTICE_MS, refreshAfterChange } from "./refresh";

const toastInfo = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { info: toastInfo } }));

describe("refresh rules after a change (editor-side sections 4 and 9)", () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("location", { reload, search: "" });
    editorStore.set(bootAtom, { pageId: "p1", language: "de" } as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    reload.mockReset();
    toastInfo.mockReset();
  });

  it("a page-data change shows the reload notice for 30 s and reloads after 1 s", async () => {
    expect(await refreshAfterChange(["pageStatus", "pageData"])).toBe(true);
    expect(toastInfo).toHaveBeenCalledWith(de.reloading, { duration: 30_000 });
    expect(RELOAD_NOTICE_MS).toBe(30_000);
    vi.advanceTimersByTime(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("a file-list or navigation change refetches through its listeners without reloading", async () => {
    const files = vi.fn();
    const stop = on("stale", (target) => target === "files" && files());
    expect(await refreshAfterChange(["files"])).toBe(false);
    expect(files).toHaveBeenCalledOnce();
    stop();
    await refreshAfterChange(["files"]);
    expect(files).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
