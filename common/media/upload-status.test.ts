import { describe, expect, it } from "vitest";
import {
  AFTER_COMPLETE,
  IDLE,
  acceptsDrop,
  answerMessage,
  bulkOutcome,
  deleteErrorMessage,
  filesFor,
  UPLOAD_DEFAULT_ERROR,
  uploadErrorHint,
  uploadStatus,
  type UploadEvent,
} from "./upload-status";

const run = (events: UploadEvent[]) => events.reduce(uploadStatus, IDLE);

describe("upload status", () => {
  it("goes idle -> uploading -> completed with whole, never decreasing percentages below 100 until complete", () => {
    const uploading = run([
      { type: "start" },
      { type: "progress", loaded: 25, total: 100 },
      { type: "progress", loaded: 10, total: 100 },
      { type: "progress", loaded: 1000, total: 1000 },
    ]);
    expect(uploading).toEqual({ phase: "uploading", progress: 99, readyMessage: false, error: null });
    expect(run([{ type: "start" }, { type: "progress", loaded: 1, total: 3 }]).progress).toBe(33);
    expect(uploadStatus(uploading, { type: "complete" })).toEqual({ phase: "completed", progress: 100, readyMessage: true, error: null });
  });

  it("hides the ready message and resets the progress 3 s after completion", () => {
    expect(AFTER_COMPLETE).toEqual([
      { at: 3000, event: { type: "hideReady" } },
      { at: 3000, event: { type: "reset" } },
    ]);
    const completed = run([{ type: "start" }, { type: "complete" }]);
    expect(uploadStatus(completed, { type: "hideReady" }).readyMessage).toBe(false);
    expect(run([{ type: "start" }, { type: "complete" }, { type: "hideReady" }, { type: "reset" }])).toEqual(IDLE);
    // A reset timer left over from an earlier upload does not cut a new one short.
    const again = run([{ type: "start" }, { type: "complete" }, { type: "start" }, { type: "progress", loaded: 5, total: 10 }, { type: "reset" }]);
    expect(again).toMatchObject({ phase: "uploading", progress: 50 });
  });

  it("ignores progress when not uploading, and a failure returns to idle with the message", () => {
    expect(uploadStatus(IDLE, { type: "progress", loaded: 5, total: 10 })).toBe(IDLE);
    expect(run([{ type: "start" }, { type: "fail", message: "File type not allowed" }])).toEqual({ ...IDLE, error: "File type not allowed" });
  });
});

describe("upload rules of the editor", () => {
  it("drag and drop accepts image/* and video/* only", () => {
    expect(["image/png", "image/svg+xml", "video/mp4", "video/quicktime"].every(acceptsDrop)).toBe(true);
    expect(["text/html", "application/pdf", "", "image", "imagex/png"].some(acceptsDrop)).toBe(false);
  });

  it("single upload takes the first file only, bulk all", () => {
    const files = [new File(["a"], "a.png"), new File(["b"], "b.png")];
    expect(filesFor("single", files).map((f) => f.name)).toEqual(["a.png"]);
    expect(filesFor("bulk", files).map((f) => f.name)).toEqual(["a.png", "b.png"]);
    expect(filesFor("single", [])).toEqual([]);
  });

  it("bulk: one error per failed file as 'upload error, file name: message', success when at least one succeeded", () => {
    const outcome = bulkOutcome(
      [
        { name: "a.png", ok: true },
        { name: "b.exe.png", ok: false, message: "File type not allowed" },
      ],
      "Fehler beim Hochladen der Datei",
    );
    expect(outcome).toEqual({ errors: ["Fehler beim Hochladen der Datei, b.exe.png: File type not allowed"], success: true });
    expect(bulkOutcome([{ name: "x", ok: false, message: "m" }], "E").success).toBe(false);
  });

  it("a delete error that is not a string becomes 'Failed to delete media'", () => {
    expect(deleteErrorMessage("Medium x nicht gefunden")).toBe("Medium x nicht gefunden");
    for (const error of [undefined, null, { code: 1 }, 500, ""]) expect(deleteErrorMessage(error)).toBe("Failed to delete media");
  });

  it("reads a call's message from message, then error, else the fallback", () => {
    expect(answerMessage({ error: "too_large", message: "File too large (max. 20 MB)" }, "x")).toBe("File too large (max. 20 MB)");
    expect(answerMessage({ error: "Failed to delete media" }, "x")).toBe("Failed to delete media");
    expect(answerMessage(null, "Failed to create media entry")).toBe("Failed to create media entry");
  });
});

describe("the upload's default error (editor-side section 8)", () => {
  it("is code 500, 'Internal server error', with the hint 'Check the console'", () => {
    expect(UPLOAD_DEFAULT_ERROR).toEqual({ code: 500, message: "Internal server error", hint: "Check the console" });
  });
  it("adds the hint only to a failure that says no more than the default", () => {
    expect(uploadErrorHint("Internal server error")).toBe("Check the console");
    expect(uploadErrorHint("File type not allowed")).toBeUndefined();
  });
});
