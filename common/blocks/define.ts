import type { ReactNode } from "react";
import type { ArticleTeaser } from "../articles/teaser";
import type { InstagramPost } from "./instagram-feed/instagram-posts";
import type { BranchReview } from "./review-slider/reviews";
import { z } from "zod";
import type { BranchContactView, DirectoryBusiness } from "../directory/types";
import type { Dictionary } from "../i18n";
import type { ListingView } from "../lists/types";
import type { Locale } from "../locales";
import type { CollectionEntry, RenderBlock } from "../page-model";
import type { StarterField } from "./shared/starter";

/** What every block view may read besides its own content. */
export type RenderContext = {
  locale: Locale;
  mode: "live" | "edit";
  t: Dictionary;
  /** Visible entries of the collections that blocks on this page asked for, by collection name. */
  collections: Record<string, CollectionEntry[]>;
  /** Address of a published page in the current locale, or null when it has none. */
  pagePath: (pageId: string) => string | null;
  /** The site owner's active branches (contact block); absent outside a page render. */
  branches?: BranchContactView[];
  /** The directory's businesses, loaded only for pages with a businessSearch block. */
  businesses?: DirectoryBusiness[];
  /** Published listings (jobs, marketplace items) when the page has a jobs or marketplace block. */
  listings?: ListingView[];
  /** The site's Instagram feed as last fetched, when a feed is configured (absent: the block's own posts). */
  instagram?: InstagramPost[];
  /** The site's branch reviews in this locale, as last fetched from the review provider. */
  reviews?: BranchReview[];
  /** Article teasers of the article site by post id (goFeed, newsFeedBoard). */
  articles?: Record<string, ArticleTeaser>;
  /** The site's urban golf courses (docs/decisions/070), loaded only for pages with a game block that needs them. */
  courses?: string[];
  /** The collection the rendered page belongs to (a hole page's course). */
  pageCollection?: string | null;
  /** The site's booking button settings (theme colour of the booking dialog). */
  booking?: { color: "primary" | "secondary" | "background" | "header"; themeColor: string };
};

export type BlockViewProps<O> = { block: RenderBlock; options: O; ctx: RenderContext };

/** A block type defined once: its options schema (with defaults) and its pure, server-renderable view. */
export type BlockDefinition<O = unknown> = {
  type: string;
  /** Parses stored option values; every key has a default, so any stored object parses. */
  options: z.ZodType<O>;
  /** Collections whose entries the view lists (loaded by the page loader in one query). */
  collections?: (options: O) => string[];
  View: (props: BlockViewProps<O>) => ReactNode;
  /**
   * True when the view renders an island (the page then loads the islands entry), or a test of the block's
   * options for blocks whose only some layouts are interactive.
   */
  island?: boolean | ((options: O) => boolean);
  /** True when the view renders the page's h1 (otherwise the page title is the h1). */
  rendersH1?: boolean;
  /**
   * The fields a block of this type starts with when added from the block picker (empty, visible): the text and
   * rich-text fields its view renders for the site owner to fill in (docs/decisions/050). Media fields are added
   * by the media option when a picture is chosen.
   */
  starterFields?: readonly StarterField[];
};

/** Declares a block; keeps option typing between schema and view. */
export function defineBlock<S extends z.ZodType>(definition: {
  type: string;
  options: S;
  collections?: (options: z.output<S>) => string[];
  View: (props: BlockViewProps<z.output<S>>) => ReactNode;
  island?: boolean | ((options: z.output<S>) => boolean);
  rendersH1?: boolean;
  starterFields?: readonly StarterField[];
}): BlockDefinition<z.output<S>> {
  return definition as BlockDefinition<z.output<S>>;
}

/** Option helpers: a stored value that does not fit falls back to the default instead of failing the page. */
export const opt = {
  enum: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback as never).default(fallback as never),
  boolean: (fallback: boolean) => z.boolean().catch(fallback).default(fallback),
  number: (fallback: number, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) =>
    z.number().int().min(min).max(max).catch(fallback).default(fallback),
  text: (fallback = "") => z.string().max(2_000).catch(fallback).default(fallback),
};

/** Whether a block renders an island with these stored option values. */
export function rendersIsland<O>(definition: BlockDefinition<O>, storedOptions: unknown): boolean {
  const { island } = definition;
  return typeof island === "function" ? island(definition.options.parse(storedOptions)) : Boolean(island);
}
