import type { RenderBlock } from "../../page-model";
import { FieldText, isEditable } from "../../ui/field-text";
import { field, fieldText } from "../../page-model";
import { fieldMarker, type ItemMarker } from "../../editor/markers";
import { RichTextView } from "../../ui/rich-text-view";
import type { RenderContext } from "../define";
import { blockTexts } from "./texts";
import { hasContent } from "./items";

/** True when the block has a visible kicker, title, subtitle or description (or, in edit mode, one of them to fill in). */
export function hasIntro(block: RenderBlock, descriptionField = "description"): boolean {
  const intro = ["kicker", "title", "subtitle", descriptionField].map((name) => field(block, name));
  // In edit mode an empty intro field still counts: it renders (with a placeholder) so it can be filled in.
  return Boolean(
    fieldText(block, "kicker") ||
      fieldText(block, "title") ||
      fieldText(block, "subtitle") ||
      hasContent(field(block, descriptionField)) ||
      intro.some(isEditable),
  );
}

/** True when the block has a visible field loaded for editing (edit mode only; a new block's starter fields). */
export function hasEditableField(block: RenderBlock): boolean {
  return block.fields.some((f) => f.visible && isEditable(f));
}

/** The common head of a block: kicker, h2 title, subtitle and rich-text description; nothing when all are empty. */
export function BlockIntro({ block, descriptionField = "description" }: { block: RenderBlock; descriptionField?: string }) {
  const description = field(block, descriptionField);
  return (
    <>
      <FieldText className="kicker" field={field(block, "kicker")} />
      <FieldText as="h2" field={field(block, "title")} />
      <FieldText className="block-subtitle" field={field(block, "subtitle")} />
      <RichTextView doc={description?.json} marker={fieldMarker(description)} />
    </>
  );
}

/** A muted note that shows only in edit mode (missing title, link, video …); nothing in live mode. */
export function EditPlaceholder({ ctx, text }: { ctx: RenderContext; text: string }) {
  if (ctx.mode !== "edit") return null;
  return (
    <p className="block-placeholder" role="note" data-placeholder="true">
      {text}
    </p>
  );
}

/** What an empty block renders: nothing live, the "missing title" placeholder (or `text`) in edit mode. */
export function emptyBlock(ctx: RenderContext, text?: string) {
  return ctx.mode === "edit" ? <EditPlaceholder ctx={ctx} text={text ?? blockTexts(ctx.locale).missingContent} /> : null;
}

/**
 * A dynamic button: a real link when it has both label and link. Live, anything less renders nothing; in edit mode
 * a label field loaded for editing renders as a typeable button (with a missing-link note when it has no link), and
 * a half-filled button without such a field shows a missing-link or missing-text warning.
 */
export function BlockButton({
  label,
  href,
  ctx,
  variant = "primary",
  marker = {},
}: {
  label: string | null;
  href: string | null;
  ctx: RenderContext;
  variant?: "primary" | "inverted";
  /** Edit-mode markers of the label field. */
  marker?: Partial<ItemMarker>;
}) {
  if (label && href) {
    return (
      <a className={`button button--${variant}`} href={href} {...marker}>
        {label}
      </a>
    );
  }
  if (ctx.mode !== "edit") return null;
  const texts = blockTexts(ctx.locale);
  if (marker["data-item"]) {
    // The label field was loaded for editing: it stays typeable (empty: with its placeholder), the missing link beside it.
    return (
      <span className="button-edit">
        <span className={`button button--${variant}`} {...marker}>
          {label}
        </span>
        {label && !href && (
          <span className="button-edit__note" role="note" data-placeholder="true">
            {texts.missingLink}
          </span>
        )}
      </span>
    );
  }
  if (!label && !href) return null;
  return (
    <span className="button button--warning" role="note" data-placeholder="true">
      {label ? `${label}: ${texts.missingLink}` : texts.missingText}
    </span>
  );
}

/** Card titles sit one level below the block title, or are h2 when the block has none (no skipped levels). */
export function cardHeading(block: RenderBlock): "h2" | "h3" {
  return fieldText(block, "title") ? "h3" : "h2";
}
