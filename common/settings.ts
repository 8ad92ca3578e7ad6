import { z } from "zod";
import { EDITOR_LANGUAGES } from "./texts-in";
import { validateFieldValue } from "./editor/validation";

const color = z.enum(["primary", "secondary", "background", "header"]);
const logoSize = z.enum(["S", "M", "L"]);

/**
 * A typed settings text checked on the server by the editor's own rule (editor-side section 5): empty is allowed,
 * an e-mail address or URL must be valid, a phone number is stored without its spaces. A 400 names the field.
 */
const checkedText = (type: "email" | "phone" | "url", max: number) =>
  z
    .string()
    .max(max)
    .transform((raw, ctx) => {
      const result = validateFieldValue(type, raw, "de");
      if (result.ok) return result.value ?? "";
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    })
    .default("");

/** The site settings object of editor-side section 3, with the defaults a new site starts with. */
export const settingsSchema = z.object({
  appearance: z
    .object({
      header: z.enum(["transparent", "opaque"]).default("opaque"),
      /** The colour of the footer's bottom bar (copyright, legal links); the footer's own colour is footer.backgroundColor. */
      footer: color.default("header"),
      opaqueHeaderOnMobile: z.boolean().default(true),
      showLogoOnMobile: z.boolean().default(true),
      triangle: z.boolean().default(false),
      bubble: z.boolean().default(false),
      gradient: z
        .object({ enabled: z.boolean().default(false), from: color.default("primary"), to: color.default("secondary") })
        .default({ enabled: false, from: "primary", to: "secondary" }),
    })
    .refine((a) => !(a.triangle && a.bubble), { message: "triangle and bubble are mutually exclusive", path: ["bubble"] })
    .prefault({}),
  header: z
    .object({
      useBusinessDataFromLookUp: z.boolean().default(true),
      logoSize: logoSize.default("M"),
      useAlternativeLogo: z.boolean().default(false),
      logoPosition: z.enum(["left", "center"]).default("left"),
      boldHeaderFont: z.boolean().default(false),
      upperCase: z.boolean().default(false),
      /** The header's colour on the home page; "default": as on every other page (editor-side section 3). */
      homeHeaderColor: z.enum(["default", "primary", "secondary", "background", "header"]).default("default"),
      /** The header turns white while the phone menu is open. */
      whiteHeaderInMobileMenu: z.boolean().default(false),
      loginPage: z
        .object({ useLinkToLoginPage: z.boolean().default(false), url: z.string().max(500).default("") })
        .default({ useLinkToLoginPage: false, url: "" }),
    })
    .prefault({}),
  footer: z
    .object({
      backgroundColor: color.default("header"),
      street: z.string().max(200).default(""),
      city: z.string().max(200).default(""),
      email: checkedText("email", 200),
      phone: checkedText("phone", 40),
      useBusinessDataFromLookUp: z.boolean().default(true),
      logoSize: logoSize.default("M"),
      upperCase: z.boolean().default(false),
      links: z.object({ showTerms: z.boolean().default(true) }).default({ showTerms: true }),
    })
    .prefault({}),
  bookingButton: z
    .object({
      active: z.boolean().default(false),
      position: z.enum(["left", "right"]).default("right"),
      color: color.default("primary"),
      url: z.string().max(2_000).default(""),
      useShoreBooking: z.boolean().default(false),
      shoreCompany: z.string().max(200).default(""),
      /** The booking provider's theme colour as 6 hex digits ('#' optional); empty: the hex of `color`. */
      themeColor: z
        .string()
        .regex(/^(#?[0-9a-fA-F]{6})?$/, "hex colour such as 0b5d7a")
        .default(""),
      /**
       * The links shown (editor-side section 3): the other ways to book the button's dialog offers beside (or, with
       * no provider address, instead of) the booking widget. Each shows when switched on and filled in.
       */
      links: z.object({ email: z.boolean().default(false), phone: z.boolean().default(false), page: z.boolean().default(false) }).prefault({}),
      email: checkedText("email", 200),
      phone: checkedText("phone", 40),
      /** A page of the site (its id); visitors see it while it is published in their language. */
      page: z.string().max(64).default(""),
    })
    // prefault: a missing object is parsed as {}, so every field gets its default (zod 4's default() would skip that).
    .prefault({}),
  /** The editor language (editor-side section 4): every editor text follows it, whatever the page's language. */
  editor: z.object({ locale: z.enum(EDITOR_LANGUAGES).default("de") }).default({ locale: "de" }),
  tracking: z
    .object({
      analyticsId: z.string().max(60).default(""),
      tagManagerId: z.string().max(60).default(""),
      pixelId: z.string().max(60).default(""),
    })
    .default({ analyticsId: "", tagManagerId: "", pixelId: "" }),
  socialAccounts: z
    .object({
      instagram: checkedText("url", 500),
      facebook: checkedText("url", 500),
      linkedin: checkedText("url", 500),
      feed: z.string().max(500).default(""),
      qualityReview: checkedText("url", 500),
    })
    .prefault({}),
  accounts: z.object({ qualitySealId: z.string().max(100).default("") }).default({ qualitySealId: "" }),
  /** Terms automatic translation keeps as they are: the business, brand and product names (decision 025). */
  translation: z.object({ glossary: z.array(z.string().trim().min(1).max(100)).max(200).default([]) }).prefault({}),
  contact: z.object({ email: z.email().or(z.literal("")).default(""), companyName: z.string().max(200).default("") }).default({ email: "", companyName: "" }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Settings with every default filled in. */
export function defaultSettings(): Settings {
  return settingsSchema.parse({});
}
