import { z } from "zod";
import { itemStatusSchema } from "../content";
import { localeSchema } from "../locales";
import { richTextDocSchema } from "../rich-text";
import { blockOptionsDescriptionSchema, groupOptionsSchema } from "./options/description";

import { EDITOR_LANGUAGES } from "../texts-in";

export { EDITOR_LANGUAGES, type EditorLanguage } from "../texts-in";

/** A dynamic button (label field plus link option) of the page that is half filled (publication dialog). */
export const buttonWarningSchema = z.object({ groupId: z.string(), blockType: z.string(), missing: z.enum(["link", "text"]) });
export type ButtonWarning = z.infer<typeof buttonWarningSchema>;

/**
 * What the server hands the editor entry in edit mode (inline JSON next to the editor root): the page, the
 * site's locales with the edit address of this page in each, the editor's language and the signed-in editor.
 */
export const editorBootSchema = z.object({
  pageId: z.string(),
  /** The page's presence room (common/presence/messages.ts roomName). */
  room: z.string(),
  pageStatus: itemStatusSchema,
  /** The languages the page is hidden in (language visibility; visitors of those languages get no page). */
  pageDisallowedLanguages: z.array(localeSchema).default([]),
  locale: localeSchema,
  /** Offered locales with this page's edit address in each (that locale's slug, or the page id). */
  locales: z.array(z.object({ locale: localeSchema, path: z.string() })),
  homePath: z.string(),
  livePath: z.string(),
  language: z.enum(EDITOR_LANGUAGES),
  editorEmail: z.string(),
  /** The signed-in editor's role: admins also add changelog entries. */
  editorRole: z.enum(["admin", "optician"]).default("optician"),
  buttonWarnings: z.array(buttonWarningSchema),
  /** The site has no "E-Mail für Kontaktanfragen": form blocks say in edit mode that submissions are mailed to no one. */
  contactEmailMissing: z.boolean().default(false),
  /**
   * The block types whose submissions are mailed to that address (their `needs.contactEmail`), sent from the server
   * so the editor does not import the block definitions to find them.
   */
  mailedFormTypes: z.array(z.string()).default([]),
  /** Stored rich text of the page's rich-text fields in this locale (the markup alone cannot give it back). */
  richText: z.record(z.string(), richTextDocSchema.nullable()),
  /** The page's blocks by group id: option values and card positions (the options menu reads them). */
  groups: z.record(z.string(), groupOptionsSchema),
  /** What the options menu offers per block type on this page (described from the block schemas). */
  blockOptions: z.record(z.string(), blockOptionsDescriptionSchema),
});
export type EditorBoot = z.infer<typeof editorBootSchema>;

/** Ids of the elements the server renders for the editor. */
export const EDITOR_ROOT_ID = "editor-root";
export const EDITOR_BOOT_ID = "editor-boot";
