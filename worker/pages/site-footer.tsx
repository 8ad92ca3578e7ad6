import type { Dictionary } from "../../common/i18n";
import { mailHref, phoneHref } from "../../common/link";
import { isClosedMarker, periodsByDay } from "../../common/opening-hours";
import type { SiteChrome } from "./site-chrome";

/** Footer: the site owner's branches with contact and opening hours, and the legal links. */
export function SiteFooter({ chrome, siteName, t }: { chrome: SiteChrome; siteName: string; t: Dictionary }) {
  const { settings, rolePaths } = chrome;
  const legal = [
    rolePaths.imprint && { href: rolePaths.imprint, label: t.imprint },
    rolePaths.privacy && { href: rolePaths.privacy, label: t.privacy },
    settings.footer.links.showTerms && rolePaths.terms && { href: rolePaths.terms, label: t.terms },
  ].filter((link): link is { href: string; label: string } => Boolean(link));
  return (
    <footer className={`site-footer surface-${settings.footer.backgroundColor}`}>
      <div className="site-footer__branches">
        {chrome.branches.map((branch) => {
          const byDay = periodsByDay(branch.openingHours);
          return (
            <section key={branch.id} className="branch" aria-labelledby={`branch-${branch.id}`}>
              <h2 id={`branch-${branch.id}`} className="branch__name">
                {branch.name}
              </h2>
              <address>
                {branch.street}
                <br />
                {branch.zipCity}
                {branch.phone && (
                  <>
                    <br />
                    <a href={phoneHref(branch.phone)}>{branch.phone}</a>
                  </>
                )}
                {branch.email && (
                  <>
                    <br />
                    <a href={mailHref(branch.email)}>{branch.email}</a>
                  </>
                )}
              </address>
              <h3 className="branch__hours-title">{t.openingHours}</h3>
              <dl className="opening-hours" data-opening-hours>
                {[...byDay.entries()].map(([day, periods]) => (
                  <div key={day} className="opening-hours__row" data-weekday={day}>
                    <dt>{t.weekdays[day - 1]}</dt>
                    <dd>{periods.length ? periods.join(", ") : t.closed}</dd>
                  </div>
                ))}
              </dl>
              {branch.openingHours.special.length > 0 && (
                <ul className="opening-hours__special">
                  {branch.openingHours.special.map((entry) => (
                    <li key={entry.date} data-date={entry.date}>
                      <time dateTime={entry.date}>{entry.date.split("-").reverse().join(".")}</time>: {isClosedMarker(entry) ? t.closed : `${entry.open}–${entry.close}`}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <div className="site-footer__bottom">
        <p>
          © {siteName}
        </p>
        {legal.length > 0 && (
          <ul className="site-footer__legal">
            {legal.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
