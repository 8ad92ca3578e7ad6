import { describe, expect, it } from "vitest";
import { LOCALES } from "../locales";
import { interfaceTexts, sameAsGerman } from "./interface-texts";

const OTHERS = LOCALES.filter((lang) => lang !== "de");

describe("every visitor dictionary in the ten languages (decision 084)", () => {
  it.each(OTHERS)("%s: every interface text is the language's own, none the German one", (lang) => {
    const german = interfaceTexts("de");
    const own = interfaceTexts(lang);
    expect([...own.keys()]).toEqual([...german.keys()]);
    const allowed = sameAsGerman(lang);
    const same = [...german].filter(([path, text]) => own.get(path) === text && !allowed.has(text)).map(([path, text]) => `${path}: ${text}`);
    expect(same).toEqual([]);
  });
});
