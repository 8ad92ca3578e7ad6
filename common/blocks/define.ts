import type { ReactNode } from "react";
import type { ArticleTeaser } from "../articles/teaser";
import type { InstagramPost } from "./instagram-feed/instagram-posts";
import type { BranchReview } from "./review-slider/reviews";
import { z } from "zod";
import type { BranchContactView, DirectoryBusiness } from "../directory/types";
import type { Dictionary } from "../i18n";
import type { ListingType, ListingView } from "../lists/types";
import type { Locale } from "../locales";
import type { CollectionEntry, RenderBlock } from "../page-model";
import type { StarterField } from "./shared/starter";

/** What every block view may read besides its own content. */
export type RenderContext = {
  locale: Locale;
  mode: "live" | "edit";
  t: Dictionary;
  /** The rendered page's id (analytics events name the page by it: `slider_progress_update`); absent outside a page render. */
  pageId?: string;
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

/** Outside content the worker reads for a page (KV, no D1 statement; docs/decisions/020). */
export type OutsideKind = "instagram" | "reviews" | "articles";

/**
 * The data a block needs besides its own fields, declared in its definition; the worker's loaders read these
 * declarations instead of testing type names (docs/decisions/073). Functions get the block's parsed options.
 */
export type BlockNeeds<O> = {
  /** Published listings of these types (one D1 statement for the page, cache tag `listings`). */
  listings?: (options: O) => readonly ListingType[];
  /** Outside content of these kinds (the Instagram feed only when the site has one configured). */
  outside?: (options: O) => readonly OutsideKind[];
  /** The directory's businesses (rows of the page loader's site statement, only for pages with such a block). */
  businesses?: true;
  /** The site's course names (docs/decisions/070); `pageCollection`: the collection of the rendered page. */
  courses?: (options: O, pageCollection: string | null) => boolean;
  /** Plays the resolved course when its options name none: the course's holes are loaded as a collection. */
  courseHoles?: (options: O) => boolean;
  /** The browser's geolocation ("where am I"): the page's Permissions-Policy allows it. */
  geolocation?: true;
  /** The par of the hole its page is (the game reads it from each hole page of its course when it starts). */
  holePar?: (options: O) => number;
  /** Its options are read on collection entries' pages by other pages (a course map reads each hole's point). */
  entryOptions?: true;
  /** The site's contact e-mail: its submissions are stored and mailed there (the editor warns while it is unset). */
  contactEmail?: true;
};

export type BlockViewProps<O> = { block: RenderBlock; options: O; ctx: RenderContext };

/** A block type defined once: its options schema (with defaults) and its pure, server-renderable view. */
export type BlockDefinition<O = unknown, T extends string = string> = {
  type: T;
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
  /** The data it needs besides its fields: listings, outside content, businesses, courses, geolocation. */
  needs?: BlockNeeds<O>;
  /** Left out of a course stop's drawer, which shows the stop page's other blocks (decision 128): the map, the game. */
  notInStopDrawer?: true;
};

/** Declares a block; keeps option typing between schema and view. */
export function defineBlock<const T extends string, S extends z.ZodType>(definition: {
  type: T;
  options: S;
  collections?: (options: z.output<S>) => string[];
  View: (props: BlockViewProps<z.output<S>>) => ReactNode;
  island?: boolean | ((options: z.output<S>) => boolean);
  rendersH1?: boolean;
  starterFields?: readonly StarterField[];
  needs?: BlockNeeds<z.output<S>>;
  notInStopDrawer?: true;
}): BlockDefinition<z.output<S>, T> {
  return definition as BlockDefinition<z.output<S>, T>;
}

/** Option helpers: a stored value that does not fit falls back to the default instead of failing the page. */
export const opt = {
  enum: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z
      .enum(values)
      .catch(fallback as never)
      .default(fallback as never),
  boolean: (fallback: boolean) => z.boolean().catch(fallback).default(fallback),
  number: (fallback: number, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) =>
    z.number().int().min(min).max(max).catch(fallback).default(fallback),
  text: (fallback = "") => z.string().max(2_000).catch(fallback).default(fallback),
};

/** The schema of a block option without its `.default()` and `.catch()` wrappers: what a save is held to (decision 034). */
export function strictSchema(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodCatch || current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
  return current;
}

/** Whether a block renders an island with these stored option values. */
export function rendersIsland<O>(definition: BlockDefinition<O>, storedOptions: unknown): boolean {
  const { island } = definition;
  return typeof island === "function" ? island(definition.options.parse(storedOptions)) : Boolean(island);
}
