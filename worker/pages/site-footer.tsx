import { BranchContact } from "../../common/blocks/contact/branch-contact";
import { contactLabels } from "../../common/blocks/contact/labels";
import type { Dictionary } from "../../common/i18n";
import type { Locale } from "../../common/locales";
import type { SiteChrome } from "./site-chrome";
import { ConsentSettingsButton } from "./consent-banner";
import { safeHref } from "../../common/rich-text";
import { mailHref, phoneHref } from "../../common/contact-href";

/** The social accounts of the settings the footer links, in this order. */
const SOCIAL = [
  ["instagram", "Instagram"],
  ["facebook", "Facebook"],
  ["linkedin", "LinkedIn"],
] as const;

/** Footer: the site owner's branches with contact and opening hours, the navigation containers after the first (the header shows the first), the quality seal and review link of the settings, and the legal links. */
export function SiteFooter({
  chrome,
  siteName,
  t,
  locale,
  consentSettings = false,
}: {
  chrome: SiteChrome;
  siteName: string;
  t: Dictionary;
  locale: Locale;
  consentSettings?: boolean;
}) {
  const { settings, rolePaths } = chrome;
  const labels = contactLabels(locale);
  const legal = [
    rolePaths.imprint && { href: rolePaths.imprint, label: t.imprint },
    rolePaths.privacy && { href: rolePaths.privacy, label: t.privacy },
    settings.footer.links.showTerms && rolePaths.terms && { href: rolePaths.terms, label: t.terms },
  ].filter((link): link is { href: string; label: string } => Boolean(link));
  const reviewLink = safeHref(settings.socialAccounts.qualityReview.trim() || null);
  const sealId = settings.accounts.qualitySealId.trim();
  const { footer } = settings;
  const social = SOCIAL.flatMap(([key, label]) => {
    const href = safeHref(settings.socialAccounts[key].trim() || null);
    return href ? [{ key, label, href }] : [];
  });
  return (
    <footer className={`site-footer surface-${footer.backgroundColor}${footer.upperCase ? " site-footer--upper" : ""}`}>
      {footer.useBusinessDataFromLookUp ? (
        <div className="site-footer__branches">
          {chrome.branches.map((branch) => (
            <BranchContact key={branch.id} branch={branch} labels={labels} level={2} idPrefix="footer-branch" />
          ))}
        </div>
      ) : (
        // The business data switched off: the footer's own address from the settings instead of the branches.
        <address className={`site-footer__address logo-size-${footer.logoSize}`}>
          <strong>{settings.contact.companyName.trim() || siteName}</strong>
          {footer.street.trim() && <span>{footer.street}</span>}
          {footer.city.trim() && <span>{footer.city}</span>}
          {footer.phone.trim() && <a href={phoneHref(footer.phone)}>{footer.phone}</a>}
          {footer.email.trim() && <a href={mailHref(footer.email)}>{footer.email}</a>}
        </address>
      )}
      {chrome.navigation.length > 1 && (
        <div className="site-footer__navigation">
          {chrome.navigation.slice(1).map((container) => (
            <nav key={container.id} aria-labelledby={`footer-nav-${container.id}`}>
              <h2 id={`footer-nav-${container.id}`}>{container.label}</h2>
              <ul>
                {container.items.map((item) => (
                  <li key={item.id}>
                    <a href={item.path}>{item.label}</a>
                    {item.children.length > 0 && (
                      <ul className="site-footer__sub">
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <a href={child.path}>{child.label}</a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      {(reviewLink || sealId) && (
        <p className="site-footer__quality">
          {sealId && (
            <span className="quality-seal">
              <span aria-hidden="true">✓ </span>
              {t.qualitySeal} {sealId}
            </span>
          )}
          {reviewLink && (
            <a href={reviewLink} rel="noopener noreferrer" target="_blank">
              {t.qualityReviews}
            </a>
          )}
        </p>
      )}
      {social.length > 0 && (
        <nav className="site-footer__social" aria-label={t.socialAccounts}>
          <ul>
            {social.map((link) => (
              <li key={link.key}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={`site-footer__bottom surface-${settings.appearance.footer}`}>
        <p>© {settings.contact.companyName.trim() || siteName}</p>
        {(legal.length > 0 || consentSettings) && (
          <ul className="site-footer__legal">
            {legal.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            {consentSettings && (
              <li>
                <ConsentSettingsButton locale={locale} />
              </li>
            )}
          </ul>
        )}
      </div>
    </footer>
  );
}
