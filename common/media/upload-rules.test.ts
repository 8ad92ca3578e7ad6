import { describe, expect, it } from "vitest";
import { checkExtension, extensionOf, formatFileSize, tooLargeMessage } from "./upload-rules";

describe("upload rules", () => {
  it("takes the last extension, lowercased; none for names without one", () => {
    expect(extensionOf("Foto.JPG")).toBe("jpg");
    expect(extensionOf("png-named.exe.png")).toBe("png");
    expect(extensionOf("C:\\Bilder\\a.webp")).toBe("webp");
    for (const name of ["README", ".env", "a.", "dir.d/file"]) expect(extensionOf(name), name).toBeNull();
  });

  it("allows jpg, jpeg, png, gif, svg, webp with the spec's two messages otherwise", () => {
    for (const name of ["a.jpg", "a.jpeg", "a.png", "a.gif", "a.svg", "a.WEBP"]) expect(checkExtension(name)).toMatchObject({ ok: true, mediaType: "image" });
    expect(checkExtension("a.bmp")).toEqual({ ok: false, error: "File type not allowed" });
    expect(checkExtension("a.html")).toEqual({ ok: false, error: "File type not allowed" });
    expect(checkExtension("no-extension")).toEqual({ ok: false, error: "File has no extension" });
    expect(checkExtension("a.mp4")).toEqual({ ok: false, error: "File type not allowed" });
    expect(checkExtension("a.mp4", ["image", "video"])).toMatchObject({ ok: true, mediaType: "video", extension: "mp4" });
  });

  it("states sizes in Bytes, KB, MB, GB", () => {
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3 GB");
    expect(tooLargeMessage(20 * 1024 * 1024)).toBe("File too large (max. 20 MB)");
  });
});
