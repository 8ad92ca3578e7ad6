import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { accordionIds, focusTarget, toggleOpen } from "../lists/accordion";
import type { ListItem } from "../lists/display";
import { listTexts } from "../lists/texts";
import type { Locale } from "../locales";
import { MediaImage } from "../ui/media-image";
import { ImageStrip } from "./image-strip";

export type AccordionListProps = { locale: Locale; listId: string; variant: "jobs" | "marketplace"; items: ListItem[] };

/**
 * Jobs or marketplace items as an accordion that opens one item at a time: each title is a button
 * (aria-expanded, aria-controls) in a heading; opening one closes the other. Arrow keys, Home and End move
 * between the titles. Closed items show a 200-character preview.
 */
export function AccordionList({ locale, listId, variant, items }: AccordionListProps) {
  const [open, setOpen] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const texts = listTexts(locale);
  // Marks the list as interactive once hydrated (styles and tests can tell server markup from a live list).
  useEffect(() => {
    list.current?.setAttribute("data-ready", "true");
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <ul ref={list} className={`list-accordion list-accordion--${variant}`}>
      {items.map((item, index) => {
        const ids = accordionIds(listId, item.id);
        const expanded = open === item.id;
        return (
          <li key={item.id} className="list-accordion__item" data-open={expanded}>
            <h3 className="list-accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={ids.button}
                type="button"
                className="list-accordion__button"
                aria-expanded={expanded}
                aria-controls={ids.panel}
                onClick={() => setOpen((current) => toggleOpen(current, item.id))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className="list-accordion__title">{item.title}</span>
                {item.summary.length > 0 && <span className="list-accordion__detail">{item.summary.join(" · ")}</span>}
                <span className="list-accordion__icon" aria-hidden="true" />
              </button>
            </h3>
            {!expanded && item.preview && <p className="list-accordion__preview">{item.preview}</p>}
            <section id={ids.panel} aria-labelledby={ids.button} className="list-accordion__panel" hidden={!expanded}>
              {variant === "jobs" && item.images.length > 0 && (
                <ImageStrip images={item.images} locale={locale} label={texts.images(item.title)} id={`${ids.panel}-strip`} />
              )}
              {variant === "marketplace" && item.images[0] && (
                <MediaImage media={item.images[0]} sizes="(min-width: 900px) 24rem, 100vw" className="list-accordion__image" />
              )}
              {item.badges.length > 0 && (
                <ul className="badges" aria-label={texts.options}>
                  {item.badges.map((badge) => (
                    <li key={badge.key} className={`badge badge--${badge.key}`}>
                      {badge.label}
                    </li>
                  ))}
                </ul>
              )}
              {item.descriptionHtml && (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by RichTextView, which only emits allowlisted nodes, marks and link schemes.
                <div className="list-accordion__description" dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} />
              )}
              <dl className="list-facts">
                {item.cost && (
                  <div>
                    <dt>{texts.cost}</dt>
                    <dd className="list-facts__cost">{item.cost}</dd>
                  </div>
                )}
                {item.workQuota && (
                  <div>
                    <dt>{texts.workQuota}</dt>
                    <dd>{item.workQuota}</dd>
                  </div>
                )}
                {item.created.text && (
                  <div>
                    <dt>{texts.created}</dt>
                    <dd>
                      <time dateTime={item.created.iso}>{item.created.text}</time>
                    </dd>
                  </div>
                )}
                {item.branch && (
                  <div>
                    <dt>{texts.branch}</dt>
                    <dd>
                      <address>
                        {item.branch.name}
                        <br />
                        {item.branch.street}
                        <br />
                        {item.branch.zipCity}
                        {item.branch.phone && (
                          <>
                            <br />
                            {texts.phone}: <a href={item.branch.phone.href}>{item.branch.phone.text}</a>
                          </>
                        )}
                        {item.branch.email && (
                          <>
                            <br />
                            {texts.email}: <a href={item.branch.email.href}>{item.branch.email.text}</a>
                          </>
                        )}
                      </address>
                    </dd>
                  </div>
                )}
                {item.staff && (
                  <div>
                    <dt>{texts.contactPerson}</dt>
                    <dd>{item.staff}</dd>
                  </div>
                )}
              </dl>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
