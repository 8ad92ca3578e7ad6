import { MAILED_FORM_BLOCKS } from "../../common/forms/mailed-forms";
import { roomName } from "../../common/presence/messages";
import type { EditorBoot, ButtonWarning, EditorLanguage } from "../../common/editor/boot";
import { EDITOR_BOOT_ID, EDITOR_ROOT_ID } from "../../common/editor/boot";
import { blockItems } from "../../common/blocks/shared/items";
import { CARD_FIELDS } from "../../common/blocks/shared/cards";
import { isBlockType } from "../../common/blocks/types";
import { BLOCK_EDITORS } from "../../common/editor/block-editors";
import type { BlockOptionsDescription } from "../../common/editor/options/description";
import { describeBlockOptions } from "../../common/editor/options/option-values";
import type { Locale } from "../../common/locales";
import type { RenderBlock, RenderPage } from "../../common/page-model";
import { fieldText } from "../../common/page-model";
import { GAME_SLUGS, pagePath, ROLE_SLUGS } from "../../common/routes";
import { safeJsonForScript } from "../../common/safe-json";
import type { Editor } from "../auth/session";

/** A page path (live) turned into its edit-mode address: /de/x -> /de/edit/x. */
export const toEditPath = (path: string) => path.replace(/^\/([a-z]{2})(?=\/|$)/, "/$1/edit");

/** Blocks whose button has a label without a link, or a link without a label. */
export function buttonWarnings(blocks: RenderBlock[]): ButtonWarning[] {
  return blocks.flatMap((block): ButtonWarning[] => {
    if (!("link" in block.options) && !("bookingLink" in block.options) && !block.fields.some((f) => f.name === "button")) return [];
    const label = fieldText(block, "button");
    // A booking container's button is its booking link (booking buttons are flagged too).
    const link = block.options.link ?? block.options.bookingLink ?? null;
    if (label && !link) return [{ groupId: block.id, blockType: block.type, missing: "link" }];
    if (link && !label) return [{ groupId: block.id, blockType: block.type, missing: "text" }];
    return [];
  });
}

/** A block's option "course" offers the site's courses (docs/decisions/070): they are the site's, not the schema's. */
function withCourses(description: BlockOptionsDescription, courses: string[]): BlockOptionsDescription {
  return { ...description, options: description.options.map((option) => (option.key === "course" ? { ...option, choices: courses } : option)) };
}

/**
 * The boot data of blocks: their rich text, option values and card positions, and what the options menu offers per
 * block type. The page's boot carries it for all its blocks, an in-place render (worker/api/render.ts) for the
 * blocks it renders again.
 */
export function blockEditorData(blocks: RenderBlock[], courses: string[]): Pick<EditorBoot, "richText" | "groups" | "blockOptions"> {
  return {
    richText: Object.fromEntries(blocks.flatMap((block) => block.fields.filter((f) => f.edit?.contentType === "localizedRichText").map((f) => [f.id, f.json]))),
    groups: Object.fromEntries(
      blocks.map((block) => [
        block.id,
        {
          blockType: block.type,
          values: block.options,
          positions: blockItems(block, (isBlockType(block.type) ? BLOCK_EDITORS[block.type].itemFields : null) ?? CARD_FIELDS).map((item) => item.position),
        },
      ]),
    ),
    blockOptions: Object.fromEntries([...new Set(blocks.map((block) => block.type))].map((type) => [type, withCourses(describeBlockOptions(type), courses)])),
  };
}

/** The editor's root and its boot data (per-card links: a multiCta's items are its buttons, a board's its cards); the editor entry (linked in edit mode only) mounts here. */
export function EditorMount({
  page,
  offered,
  editorLocale,
  editor,
  siteId,
  contactEmail,
  courses = [],
}: {
  page: RenderPage;
  offered: readonly Locale[];
  editorLocale: EditorLanguage;
  editor: Editor;
  siteId: string;
  contactEmail: string;
  courses?: string[];
}) {
  const boot: EditorBoot = {
    pageId: page.id,
    room: roomName(siteId, page.id),
    pageStatus: page.status ?? "draft",
    pageDisallowedLanguages: page.disallowedLanguages ?? [],
    locale: page.locale,
    locales: offered.map((locale) => {
      const alternate = page.alternates.find((a) => a.locale === locale);
      return { locale, path: alternate ? toEditPath(alternate.path) : pagePath({ locale, slug: page.id, edit: true }) };
    }),
    homePath: pagePath({ locale: page.locale, slug: ROLE_SLUGS.home, edit: true }),
    livePath: page.path,
    // The editor language of the settings (docs/decisions/075), except on the game pages: they are for players
    // abroad too, and the spec gives them the English dictionary (editor-side section 4).
    language: (GAME_SLUGS as readonly string[]).includes(page.slug) ? "en" : editorLocale,
    editorEmail: editor.email,
    editorRole: editor.role,
    buttonWarnings: buttonWarnings(page.blocks),
    contactEmailMissing: !contactEmail.trim(),
    mailedFormTypes: [...MAILED_FORM_BLOCKS],
    ...blockEditorData(page.blocks, courses),
  };
  return (
    <>
      <div id={EDITOR_ROOT_ID} className="editor-root" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeJsonForScript escapes <, >, & and line separators. */}
      <script type="application/json" id={EDITOR_BOOT_ID} dangerouslySetInnerHTML={{ __html: safeJsonForScript(boot) }} />
    </>
  );
}
