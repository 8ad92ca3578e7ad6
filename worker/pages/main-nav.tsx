import type { Dictionary } from "../../common/i18n";
import type { NavigationLinkView } from "./site-chrome";

/**
 * The header's main navigation (the first navigation container). An item with sub-items is a disclosure: its
 * link, a button (aria-expanded, aria-controls) and the sub-list. The button is `hidden` until client/site.ts
 * wires it; without script the sub-list shows on hover and focus within the item on wide screens, and as a plain
 * nested list in the phone menu.
 */
export function MainNav({ items, t }: { items: NavigationLinkView[]; t: Dictionary }) {
  return (
    <nav aria-label={t.mainNavigation}>
      <ul className="main-nav">
        {items.map((item, index) => (
          <li key={item.id} className={item.children.length ? "main-nav__item main-nav__item--parent" : "main-nav__item"}>
            <NavLink item={item} />
            {item.children.length > 0 && (
              <>
                <button type="button" className="main-nav__toggle" aria-expanded="false" aria-controls={`main-nav-sub-${index}`} data-submenu-toggle hidden>
                  <span className="visually-hidden">{`${t.subMenu}: ${item.label}`}</span>
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M2 4l4 4 4-4" />
                  </svg>
                </button>
                <ul className="main-nav__sub" id={`main-nav-sub-${index}`}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavLink item={child} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavLink({ item }: { item: NavigationLinkView }) {
  return (
    <a className={item.appearance === "button" ? "button button--primary" : "main-nav__link"} href={item.path}>
      {item.label}
    </a>
  );
}
