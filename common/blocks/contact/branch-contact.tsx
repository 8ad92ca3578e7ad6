import { mailHref, phoneHref } from "../../contact-href";
import type { BranchContactView } from "../../directory/types";
import type { BranchStateTexts } from "../../directory/open-state-texts";
import { formatDate, type HoursView, specialShownOn } from "../../opening-hours-view";

/** Words the contact and hours views need, from the visitor dictionary and the directory texts. */
export type ContactLabels = {
  weekdays: readonly string[];
  closed: string;
  openingHours: string;
  specialHours: string;
  phone: string;
  email: string;
  state: BranchStateTexts;
};

/** Today in Europe/Berlin as the visitor's clock says; null while rendering on the server (a cached page must not fix a day). */
export type TodayMark = { day: number; date: string } | null;

type Level = 2 | 3 | 4;
const Heading = ({ level, className, id, children }: { level: Level; className: string; id?: string; children: string }) => {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
};

/**
 * Opening hours as a definition list by weekday plus the special dates. The server renders no "today": the
 * client marks the row of today (data-weekday) and a special entry of today (data-date); see decision 007.
 */
export function OpeningHoursTable({ hours, labels, today = null }: { hours: HoursView; labels: ContactLabels; today?: TodayMark }) {
  return (
    <>
      <dl className="opening-hours" data-opening-hours>
        {hours.week.map((periods, index) => {
          const day = index + 1;
          const isToday = today?.day === day;
          return (
            <div
              key={day}
              className={isToday ? "opening-hours__row opening-hours__row--today" : "opening-hours__row"}
              data-weekday={day}
              aria-current={isToday ? "date" : undefined}
            >
              <dt>{labels.weekdays[index]}</dt>
              <dd>{periods || labels.closed}</dd>
            </div>
          );
        })}
      </dl>
      {hours.special.length > 0 && (
        // Each special day carries its dates: the site script shows it from its notice date to its last day, as the
        // visitor's clock says (a cached page was rendered on an earlier day); the server renders its own day's view.
        <div
          className="opening-hours__special-days"
          data-special-days
          hidden={!hours.special.some((entry) => specialShownOn(entry, today?.date ?? hours.asOf))}
        >
          <p className="opening-hours__special-title">{labels.specialHours}</p>
          <ul className="opening-hours__special" data-opening-hours>
            {hours.special.map((entry) => {
              const isToday = today ? entry.date <= today.date && today.date <= entry.until : false;
              return (
                <li
                  key={`${entry.date}-${entry.until}-${entry.note}`}
                  data-date={entry.date}
                  data-until={entry.until}
                  data-from={entry.from}
                  hidden={!specialShownOn(entry, today?.date ?? hours.asOf)}
                  className={isToday ? "opening-hours__row--today" : undefined}
                  aria-current={isToday ? "date" : undefined}
                >
                  <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                  {entry.until !== entry.date && (
                    <>
                      {` ${labels.state.until} `}
                      <time dateTime={entry.until}>{formatDate(entry.until)}</time>
                    </>
                  )}
                  : {entry.hours || labels.closed}
                  {entry.note && ` (${entry.note})`}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * One branch: name, address, phone and e-mail links, then its opening hours. Used by the footer, the contact block
 * and the directory. `region` false renders a named group instead of a region landmark: the contact block shows
 * the same branches as the footer, and two regions of one name are not unique landmarks.
 */
export function BranchContact({
  branch,
  labels,
  level,
  idPrefix,
  today = null,
  showName = true,
  showHours = true,
  region = true,
}: {
  branch: BranchContactView;
  labels: ContactLabels;
  level: Level;
  idPrefix: string;
  today?: TodayMark;
  showName?: boolean;
  showHours?: boolean;
  region?: boolean;
}) {
  const Frame = region ? "section" : "div";
  const hoursLevel = Math.min(level + 1, 4) as Level;
  const nameId = `${idPrefix}-${branch.id}`;
  // Saved only as an http(s) address (common/business-record.ts); checked again so no other scheme becomes a link.
  const website = branch.website && /^https?:\/\/[^\s]+$/i.test(branch.website) ? branch.website : null;
  const hours = branch.hours;
  return (
    <Frame
      className="branch"
      role={region ? undefined : "group"}
      aria-labelledby={showName ? nameId : undefined}
      aria-label={showName ? undefined : branch.name}
    >
      {showName && (
        <Heading level={level} className="branch__name" id={nameId}>
          {branch.name}
        </Heading>
      )}
      <address className="branch__address">
        {branch.street}
        <br />
        {`${branch.zip} ${branch.city}`}
        {branch.phone && (
          <>
            <br />
            <span className="visually-hidden">{labels.phone}: </span>
            <a href={phoneHref(branch.phone)}>{branch.phone}</a>
          </>
        )}
        {branch.email && (
          <>
            <br />
            <span className="visually-hidden">{labels.email}: </span>
            <a href={mailHref(branch.email)}>{branch.email}</a>
          </>
        )}
        {website && (
          <>
            <br />
            <span className="visually-hidden">{labels.state.website}: </span>
            <a href={website}>{website.replace(/^https?:\/\//, "").replace(/\/$/, "")}</a>
          </>
        )}
      </address>
      {showHours && (
        <>
          {/* Today's state, written by the site script from the visitor's clock (decision 007): the line is
              reserved here (no layout shift) and never rendered from the server's clock (cached pages). */}
          <p
            className="branch__state"
            data-open-state={JSON.stringify({ week: hours.week, special: hours.special })}
            data-open-texts={JSON.stringify(labels.state)}
          >
            {"\u00a0"}
          </p>
          <Heading level={hoursLevel} className="branch__hours-title">
            {labels.openingHours}
          </Heading>
          <OpeningHoursTable hours={hours} labels={labels} today={today} />
        </>
      )}
    </Frame>
  );
}
