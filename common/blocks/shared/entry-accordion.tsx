import type { ReactNode } from "react";
import type { CollectionEntry } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { RichTextView } from "../../ui/rich-text-view";
import type { RenderContext } from "../define";

/**
 * Collection pages as an accordion of native disclosure elements (works without script): the summary shows
 * the name and a detail line, the body image, text and a link to the page. The one-open-at-a-time rule is the island's.
 */
export function EntryAccordion({ entries, ctx, detail }: { entries: CollectionEntry[]; ctx: RenderContext; detail: (entry: CollectionEntry) => ReactNode }) {
  return (
    <ul className="accordion-list">
      {entries.map((entry) => {
        const image = entry.fields.images?.media;
        return (
          <li key={entry.pageId} className="accordion">
            <details>
              <summary className="accordion__summary">
                <span className="accordion__title">{entry.name}</span>
                {detail(entry)}
              </summary>
              <div className="accordion__body">
                {image && <MediaImage media={image} sizes="(min-width: 900px) 30vw, 100vw" className="accordion__image" />}
                <RichTextView doc={entry.fields.textBlock?.json} />
                <a href={entry.path}>
                  {ctx.t.readMore}
                  <span className="visually-hidden">: {entry.name}</span>
                </a>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** An entry's trimmed field text, or null. */
export function entryText(entry: CollectionEntry, name: string): string | null {
  return entry.fields[name]?.text?.trim() || null;
}
