import type { FieldDataType } from "../content";
import type { EditorLanguage } from "./boot";

/** Languages of the validation messages: the editor's own languages. */
export type ValidationLanguage = EditorLanguage;

/** Editor-side section 5: the messages under an invalid text input, in every editor language. */
export const VALIDATION_MESSAGES = {
  number: { de: "Bitte gib eine gültige Nummer ein", fr: "Veuillez saisir un numéro valide", en: "Please enter a valid number" },
  email: { de: "Bitte gib eine gültige E-Mail-Adresse ein", fr: "Veuillez saisir une adresse e-mail valide", en: "Please enter a valid e-mail address" },
  phone: { de: "Bitte gib eine gültige Telefonnummer ein", fr: "Veuillez saisir un numéro de téléphone valide", en: "Please enter a valid phone number" },
  url: { de: "Bitte gib eine gültige URL ein", fr: "Veuillez saisir une URL valide", en: "Please enter a valid URL" },
} as const satisfies Record<string, Record<ValidationLanguage, string>>;

export type ValidationResult = { ok: true; value: string | null } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * Validates a typed text value by its field's data type (editor-side section 5). An empty value is valid and
 * becomes null (emptying a text saves null); a phone number loses its spaces; anything else keeps what was typed.
 */
export function validateFieldValue(dataType: FieldDataType | null | undefined, raw: string, language: ValidationLanguage): ValidationResult {
  const value = raw.trim();
  if (value === "") return { ok: true, value: null };
  const fail = (kind: keyof typeof VALIDATION_MESSAGES): ValidationResult => ({ ok: false, message: VALIDATION_MESSAGES[kind][language] });
  switch (dataType) {
    case "number":
      return Number.isFinite(Number(value)) ? { ok: true, value } : fail("number");
    case "email":
      return EMAIL.test(value) ? { ok: true, value } : fail("email");
    case "phone": {
      const digits = value.replace(/\s+/g, "");
      // A leading + (international form) is kept; the rest must be digits.
      return /^\+?\d+$/.test(digits) ? { ok: true, value: digits } : fail("phone");
    }
    case "url":
      return isUrl(value) ? { ok: true, value } : fail("url");
    default:
      return { ok: true, value: raw };
  }
}
