import type { Locale } from "./locales";
import type { ContentType, FieldDataType, ItemStatus, PageRole } from "./content";
import type { RichTextDoc } from "./rich-text";

/** An image or video as the renderer needs it. */
export type MediaView = {
  id: string;
  publicUrl: string;
  width: number | null;
  height: number | null;
  blurHash: string | null;
  alt: string | null;
  mediaType: "image" | "video" | "audio" | "document";
  /** Where the picture's subject is (0-1 each); absent: the centre. */
  focalPoint?: { x: number; y: number } | null;
  /** A cropped copy shows this rectangle of its original (percent); the file is the original's. */
  cropArea?: { x: number; y: number; width: number; height: number } | null;
  /** The owner marked this use of the picture decorative: it renders with alt="" (decision 127). */
  decorative?: boolean;
  /** An own video hosted by Stream: its embeddable player address once ready. */
  playback?: string | null;
};

/** One field of a block, resolved for the language being rendered. */
export type RenderField = {
  id: string;
  name: string;
  position: number;
  text: string | null;
  json: RichTextDoc | null;
  visible: boolean;
  media: MediaView | null;
  /** Edit mode only (drafts): what the editor needs to edit the field in place; never set for visitors. */
  edit?: FieldEditInfo;
};

/** A field's kind as the editor needs it: content type and the data type that picks its validation. */
export type FieldEditInfo = {
  contentType: ContentType;
  dataType: FieldDataType | null;
  /** The version a save of this field is based on (docs/decisions/022). */
  version: number;
  /** The rendered language's translation mark: machine-made (to review) or stale (its source changed since). */
  translation?: FieldTranslationMark;
  /** No value in the rendered language: the text of the language it was written in, shown greyed (never saved). */
  hint?: { locale: Locale; text: string };
};
export type FieldTranslationMark = "machine" | "review" | "stale";

/** One block (group) of a page, ready to render: option values and fields in one language. */
export type RenderBlock = {
  id: string;
  type: string;
  options: Record<string, unknown>;
  fields: RenderField[];
  /** Edit mode only: the draft status, shown as an indicator when the block is not live. */
  status?: ItemStatus;
  /** Edit mode only: the status before it was marked for deletion (restoring returns to it). */
  previousStatus?: ItemStatus | null;
  /** Edit mode only: the languages the block is hidden in (edit mode shows such blocks with an indicator). */
  disallowedLanguages?: Locale[];
  /** Edit mode only: the version a change of this block is based on. */
  version?: number;
};

/** A page of a collection as a card: used by team and services containers and search results. */
export type CollectionEntry = {
  pageId: string;
  path: string;
  name: string;
  fields: Record<string, RenderField>;
  /** Options of the entry page's blocks that others read (ENTRY_BLOCK_TYPES in the loader: map points). */
  blocks?: { type: string; options: Record<string, unknown> }[];
};

export type Alternate = { locale: Locale; path: string };

/** Everything the document needs to render one page in one language. */
export type RenderPage = {
  id: string;
  locale: Locale;
  role: PageRole | null;
  collection: string | null;
  slug: string;
  path: string;
  title: string;
  description: string;
  passwordProtected: boolean;
  /** Server only, never rendered: the expected unlock token of a protected page. */
  unlockToken: string | null;
  alternates: Alternate[];
  blocks: RenderBlock[];
  /** Edit mode only: the page's draft status. */
  status?: ItemStatus;
  /** Edit mode only: the languages the page is hidden in. */
  disallowedLanguages?: Locale[];
  /** Edit mode only: the version a change of the page is based on. */
  version?: number;
};

/** Reads the first visible field named `name`. */
export function field(block: RenderBlock, name: string): RenderField | undefined {
  return block.fields.find((f) => f.name === name && f.visible);
}

/** Reads the text of the first visible field named `name`, or null when empty. */
export function fieldText(block: RenderBlock, name: string): string | null {
  const text = field(block, name)?.text?.trim();
  return text ? text : null;
}

/** All visible fields named `name` in their order (ordinal slots such as images). */
export function fieldsNamed(block: RenderBlock, name: string): RenderField[] {
  return block.fields.filter((f) => f.name === name && f.visible).sort((a, b) => a.position - b.position);
}
