import type { ReactNode } from "react";
import { fieldMarker, type ItemMarker } from "../../editor/markers";
import { linkHref, type LinkValue } from "../../link";
import type { MediaView, RenderBlock } from "../../page-model";
import type { RichTextDoc } from "../../rich-text";
import { MediaImage } from "../../ui/media-image";
import { RichTextView } from "../../ui/rich-text-view";
import type { RenderContext } from "../define";
import { blockItems, itemText } from "./items";

/** Field names of a card slot (imageCard, serviceCard, newsFeedCard, productCard, stepFeedCard, slider card). */
export const CARD_FIELDS = ["cardTitle", "cardText", "images", "cost", "duration", "date"] as const;

/** One card of a board, read from the fields sharing a position and the link at that index. */
export type Card = {
  position: number;
  title: string | null;
  text: RichTextDoc | null;
  plainText: string | null;
  image: MediaView | null;
  href: string | null;
  cost: string | null;
  duration: string | null;
  date: string | null;
  /** Edit-mode markers of the card's text fields (empty objects live), so each can be edited in place. */
  markers: Record<"title" | "text" | "cost" | "duration" | "date", Partial<ItemMarker>>;
  /** Edit mode: the card has a text field loaded for editing, so it shows (empty fields with placeholders) even when empty. */
  editable: boolean;
};

/** True when the marker belongs to a field loaded for editing (edit mode). */
export const isMarked = (marker: Partial<ItemMarker>): boolean => Boolean(marker["data-item"]);

/** The board's cards in position order; `links` is the block's per-position link option. */
export function readCards(block: RenderBlock, links: readonly (LinkValue | null)[], ctx: RenderContext): Card[] {
  return blockItems(block, CARD_FIELDS, ctx.mode === "edit").map((item) =>
    withEditable({
      position: item.position,
      title: itemText(item, "cardTitle"),
      text: item.fields.cardText?.json ?? null,
      plainText: item.fields.cardText?.json ? null : itemText(item, "cardText"),
      image: item.fields.images?.media ?? null,
      href: linkHref(links[item.position], ctx.pagePath),
      cost: itemText(item, "cost"),
      duration: itemText(item, "duration"),
      date: itemText(item, "date"),
      markers: {
        title: fieldMarker(item.fields.cardTitle),
        text: fieldMarker(item.fields.cardText),
        cost: fieldMarker(item.fields.cost),
        duration: fieldMarker(item.fields.duration),
        date: fieldMarker(item.fields.date),
      },
    }),
  );
}

function withEditable(card: Omit<Card, "editable">): Card {
  return { ...card, editable: Object.values(card.markers).some(isMarked) };
}

/** The card body shared by every board: image, title (a link when the card has one, else a read-more link), text, details. */
export function CardBody({
  card,
  ctx,
  heading: Heading,
  imageFormat = "square",
  children,
}: {
  card: Card;
  ctx: RenderContext;
  heading: "h2" | "h3";
  imageFormat?: "square" | "portrait";
  children?: ReactNode;
}) {
  return (
    <>
      {card.image && <MediaImage media={card.image} sizes="(min-width: 900px) 33vw, 100vw" className={`card__media format-${imageFormat}`} />}
      {card.title ? (
        <Heading className="card__title" {...(card.href ? {} : card.markers.title)}>
          {card.href ? (
            <a href={card.href} {...card.markers.title}>
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </Heading>
      ) : (
        // Edit mode: an empty title stays as an empty marked heading, shown with its placeholder.
        isMarked(card.markers.title) && <Heading className="card__title" {...card.markers.title} />
      )}
      {card.plainText ? (
        <p className="card__text" {...card.markers.text}>
          {card.plainText}
        </p>
      ) : (
        <RichTextView doc={card.text} className="rich-text card__text" marker={card.markers.text} />
      )}
      {children}
      {card.href && !card.title && (
        <a className="card__more" href={card.href}>
          {ctx.t.readMore}
        </a>
      )}
    </>
  );
}
