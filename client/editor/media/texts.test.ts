import { describe, expect, it } from "vitest";
import { tooLargeMessage, UPLOAD_ERRORS } from "../../../common/media/upload-rules";
import { mediaTexts, uploadReason } from "./texts";

describe("upload reasons in the editor's language", () => {
  it("says the upload API's English reasons in German, French and English", () => {
    expect(uploadReason(UPLOAD_ERRORS.typeNotAllowed, mediaTexts("de"))).toBe("Dateityp nicht erlaubt");
    expect(uploadReason(`${UPLOAD_ERRORS.typeNotAllowed}: not a complete GIF image`, mediaTexts("fr"))).toBe("Type de fichier non autorisé");
    expect(uploadReason(tooLargeMessage(20 * 1024 * 1024), mediaTexts("de"))).toBe("Datei zu gross (max. 20 MB)");
    expect(uploadReason(UPLOAD_ERRORS.noExtension, mediaTexts("de"))).toBe("Der Dateiname hat keine Endung");
    expect(uploadReason(UPLOAD_ERRORS.internal, mediaTexts("en"))).toBe("Internal server error");
  });

  it("shows a reason it does not know as it came", () => {
    expect(uploadReason("Failed to fetch", mediaTexts("de"))).toBe("Failed to fetch");
  });
});
