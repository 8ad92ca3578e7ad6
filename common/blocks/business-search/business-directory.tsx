import { Fragment, type KeyboardEvent, memo, type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BranchContact, type ContactLabels, type TodayMark } from "../contact/branch-contact";
import { contactLabels } from "../contact/labels";
import { currentLetter, letterIndex, letterOf } from "../../directory/letters";
import { matchesQuery, searchText } from "../../directory/search";
import { type DirectoryTexts, directoryTexts } from "../../directory/texts";
import { type BranchContactView, DIRECTORY_SCROLL_OFFSET, type DirectoryBranch, NARROW_QUERY } from "../../directory/types";
import type { Locale } from "../../locales";
import { weekdayOfDate } from "../../opening-hours-view";
import { HOURS_IDLE, type HoursState, useDirectoryHours } from "./use-directory-hours";

/** A branch in the island's props: `id` its position (short element ids), `key` its id (its opening hours). */
export type DirectoryBranchProps = DirectoryBranch & { key: string };
export type DirectoryBusinessProps = { id: string; name: string; logo: { url: string; alt: string | null } | null; branches: DirectoryBranchProps[] };
/** Only what the list shows: names, logos and branches with contact data (the hours are loaded on opening). */
export type BusinessDirectoryProps = { id: string; locale: Locale; showLetters: boolean; businesses: DirectoryBusinessProps[] };

const LOGO_SIZE = 64;
/** Stands in for a branch's hours until they are loaded (BranchContact then shows none). */
const NO_HOURS = { week: [], special: [], asOf: "" };
/** A letter counts as reached when its first business is this close below the reading line (sub-pixel scroll positions). */
const LINE_TOLERANCE_PX = 2;

/** Today as the site script read it from the visitor's clock in Europe/Berlin (<html data-today>, client/directory/today.ts). */
function todayFromPage(): TodayMark {
  const date = document.documentElement.dataset.today;
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date, day: weekdayOfDate(date) } : null;
}

const scrollToOffset = (element: Element) => {
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - DIRECTORY_SCROLL_OFFSET, behavior: "instant" });
};

/**
 * The business directory: the server renders the whole list (every business with its branches' addresses and
 * contact links in closed panels); the opening hours are loaded when a visitor first points at, focuses or opens a
 * business, and drawn when its panel opens (decision 116);
 * here come the search (name, town, postcode), the letter index that follows scrolling and jumps on click,
 * one open business at a time, and on narrow screens branch tabs whose choice survives closing and reopening.
 */
export function BusinessDirectory({ id, locale, showLetters, businesses }: BusinessDirectoryProps) {
  const texts = useMemo(() => directoryTexts(locale), [locale]);
  const labels = useMemo(() => contactLabels(locale), [locale]);
  // Element ids come from the block id (stable, readable in tests).
  // The first 8 characters of the block id keep ids short (they repeat on every business) and distinct per page.
  const uid = `dir-${id.slice(0, 8)}`;
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const [branchIndex, setBranchIndex] = useState<Record<string, number>>({});
  const [narrow, setNarrow] = useState(false);
  const [today, setToday] = useState<TodayMark>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const lettersRef = useRef<HTMLUListElement>(null);
  const searched = useRef(false);
  const [hours, loadHours] = useDirectoryHours();

  const indexed = useMemo(() => businesses.map((business) => ({ business, letter: letterOf(business.name), haystack: searchText(business) })), [businesses]);
  const visible = useMemo(() => indexed.filter((entry) => matchesQuery(entry.haystack, query)), [indexed, query]);
  const letters = useMemo(() => letterIndex(visible.map((entry) => entry.business.name)), [visible]);

  const updateCurrent = useCallback(() => {
    const items = listRef.current?.querySelectorAll<HTMLElement>(":scope > li[data-letter]") ?? [];
    const tops = [...items].map((item) => ({ letter: item.dataset.letter ?? "", top: item.getBoundingClientRect().top }));
    setCurrent(currentLetter(tops, DIRECTORY_SCROLL_OFFSET + LINE_TOLERANCE_PX));
  }, []);

  // Browser-only state: the clock (today in Europe/Berlin), the screen width and the scroll position.
  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    const onMedia = () => setNarrow(media.matches);
    // The first render with the browser's values right after hydration: a transition, so it yields to the browser
    // (as the hydration does) instead of re-rendering the whole list in one long task.
    startTransition(() => {
      setToday(todayFromPage());
      setLive(true);
      onMedia();
    });
    media.addEventListener("change", onMedia);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(updateCurrent);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      media.removeEventListener("change", onMedia);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [updateCurrent]);

  // A changed search brings the start of the list to 200 px below the top of the viewport.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the query, which it does not read.
  useEffect(() => {
    if (!searched.current || !listRef.current) return;
    scrollToOffset(listRef.current);
    updateCurrent();
  }, [query, updateCurrent]);

  // On narrow screens the letter bar scrolls sideways: keep the current letter in view.
  useEffect(() => {
    const bar = lettersRef.current;
    const button = current ? bar?.querySelector<HTMLElement>(`[data-letter="${current}"]`) : null;
    if (!bar || !button) return;
    const barBox = bar.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    if (box.left >= barBox.left && box.right <= barBox.right) return;
    bar.scrollLeft += box.left - barBox.left - (barBox.width - box.width) / 2;
  }, [current]);

  const jump = (letter: string) => {
    const target = visible.find((entry) => entry.letter === letter);
    const item = target && document.getElementById(`${uid}-${target.business.id}`);
    if (!item) return;
    scrollToOffset(item);
    setCurrent(letter);
    item.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus({ preventScroll: true });
  };

  const toggle = useCallback(
    (businessId: string) => {
      loadHours();
      setOpenId((open) => (open === businessId ? null : businessId));
    },
    [loadHours],
  );
  const selectBranch = useCallback((businessId: string, index: number) => setBranchIndex((all) => ({ ...all, [businessId]: index })), []);

  return (
    // data-live: hydrated, so search, letters and accordions respond (the browser tests wait for it).
    <div className="directory" data-live={live ? "true" : "false"}>
      <search className="directory__search">
        <label htmlFor={`${uid}-search`}>{texts.searchLabel}</label>
        <input
          id={`${uid}-search`}
          type="search"
          value={query}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => {
            searched.current = true;
            setQuery(event.target.value);
          }}
        />
      </search>
      <p className="directory__status" role="status">
        {visible.length ? texts.resultCount(visible.length) : <span className="directory__empty">{texts.noResults}</span>}
      </p>
      {showLetters && (
        <nav className="directory__letters" aria-label={texts.letterIndex}>
          <ul ref={lettersRef}>
            {letters.map(({ letter, enabled }) => (
              <li key={letter}>
                <button
                  type="button"
                  data-letter={letter}
                  disabled={!enabled}
                  aria-current={enabled && current === letter ? "true" : undefined}
                  title={texts.jumpTo(letter)}
                  onClick={() => jump(letter)}
                >
                  {letter}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className="directory__list" ref={listRef}>
        {visible.map(({ business, letter }) => {
          const open = openId === business.id;
          // A closed panel shows neither hours nor tabs: it gets no clock and no screen width, so the render after
          // hydration (today, narrow) passes it by (DirectoryItem is memoised) and re-renders only the open one.
          return (
            <DirectoryItem
              key={business.id}
              business={business}
              letter={letter}
              uid={uid}
              open={open}
              narrow={open && narrow}
              today={open ? today : null}
              branch={branchIndex[business.id] ?? 0}
              hours={open ? hours : HOURS_IDLE}
              onIntent={loadHours}
              texts={texts}
              labels={labels}
              onToggle={toggle}
              onSelectBranch={selectBranch}
            />
          );
        })}
      </ul>
    </div>
  );
}

type DirectoryItemProps = {
  business: DirectoryBusinessProps;
  letter: string;
  uid: string;
  open: boolean;
  narrow: boolean;
  today: TodayMark;
  branch: number;
  hours: HoursState;
  onIntent: () => void;
  texts: DirectoryTexts;
  labels: ContactLabels;
  onToggle: (businessId: string) => void;
  onSelectBranch: (businessId: string, index: number) => void;
};

/** One business of the list: its summary (logo, name, towns) and its panel of branches, shown while open. */
const DirectoryItem = memo(function DirectoryItem({
  business,
  letter,
  uid,
  open,
  narrow,
  today,
  branch,
  hours,
  onIntent,
  texts,
  labels,
  onToggle,
  onSelectBranch,
}: DirectoryItemProps) {
  const panelId = `${uid}-${business.id}-panel`;
  const buttonId = `${uid}-${business.id}-button`;
  const towns = [...new Set(business.branches.map((item) => item.city))].join(" · ");
  // Special days outside their showing window (decided by `today` once known) are hidden by the table itself.
  const tableOf = (item: DirectoryBranchProps) => (hours.status === "ready" ? hours.hours.tables[hours.hours.branches[item.key] ?? -1] : undefined);
  const contact = (item: DirectoryBranchProps, showName?: boolean) => {
    const table = tableOf(item);
    const branch: BranchContactView = { ...item, hours: table ?? NO_HOURS };
    return <BranchContact branch={branch} labels={labels} level={4} idPrefix={uid} today={today} showName={showName} showHours={open && table !== undefined} />;
  };
  return (
    <li id={`${uid}-${business.id}`} className="directory__item" data-letter={letter}>
      <div className="directory__summary">
        {business.logo ? (
          <img
            className="directory__logo"
            src={business.logo.url}
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            alt={business.logo.alt ?? texts.logo}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="directory__logo directory__logo--none" aria-hidden="true">
            {letter}
          </span>
        )}
        <h3 className="directory__name">
          <button
            type="button"
            id={buttonId}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => onToggle(business.id)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            <span className="directory__title">{business.name}</span>
            <span className="directory__towns">{towns}</span>
          </button>
        </h3>
      </div>
      <div id={panelId} className="directory__panel" hidden={!open}>
        {narrow && business.branches.length > 1 ? (
          <BranchTabs
            business={business}
            active={Math.min(branch, business.branches.length - 1)}
            onSelect={(index) => onSelectBranch(business.id, index)}
            idPrefix={`${uid}-${business.id}`}
            label={texts.branchesOf(business.name)}
            render={(item) => contact(item, false)}
          />
        ) : (
          <div className="directory__branches">
            {business.branches.map((item) => (
              <Fragment key={item.id}>{contact(item)}</Fragment>
            ))}
          </div>
        )}
        {open && (
          <p className="directory__hours-status" role="status">
            {hours.status === "loading" ? texts.hoursLoading : hours.status === "failed" ? texts.hoursFailed : ""}
          </p>
        )}
      </div>
    </li>
  );
});

/** Branches of one business as tabs (narrow screens): arrow keys, Home and End move between them. */
function BranchTabs({
  business,
  active,
  onSelect,
  idPrefix,
  label,
  render,
}: {
  business: DirectoryBusinessProps;
  active: number;
  onSelect: (index: number) => void;
  idPrefix: string;
  label: string;
  render: (branch: DirectoryBranchProps) => ReactNode;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = business.branches.length;
  const select = (index: number) => {
    const next = (index + count) % count;
    onSelect(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const branch = business.branches[active];
  const cities = business.branches.map((item) => item.city);
  const tabLabel = (item: DirectoryBranchProps) => (cities.filter((city) => city === item.city).length > 1 ? item.name : item.city);
  return (
    <div className="branch-tabs">
      <div role="tablist" aria-label={label} className="branch-tabs__list" onKeyDown={onKeyDown}>
        {business.branches.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${idPrefix}-tabpanel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {tabLabel(item)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${active}`} className="branch-tabs__panel">
        {branch && render(branch)}
      </div>
    </div>
  );
}
