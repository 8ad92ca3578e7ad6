import type { ReactNode } from "react";
import type { PickerIcon } from "./registry";

/** Inline SVG icons of the picker (no icon font: it would depend on the machine's fonts). */
const PATHS: Record<PickerIcon, ReactNode> = {
  banner: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 14h10M7 17h6M3 10l5-4 4 3 3-2 6 4" />
    </>
  ),
  button: (
    <>
      <rect x="3" y="8" width="18" height="8" rx="4" />
      <path d="M9 12h6M13 10l2 2-2 2" />
    </>
  ),
  text: <path d="M4 6h16M4 10h16M4 14h11M4 18h13" />,
  image: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M21 16l-5-5-8 8" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  list: (
    <>
      <rect x="3" y="4" width="7" height="7" rx="1" />
      <rect x="14" y="4" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 20a6 6 0 0 0-3-5" />
    </>
  ),
  quote: <path d="M7 7H4v6h3l-2 4M17 7h-3v6h3l-2 4" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  map: (
    <>
      <path d="M12 21s-6-6-6-11a6 6 0 0 1 12 0c0 5-6 11-6 11z" />
      <circle cx="12" cy="10" r="2" />
    </>
  ),
  game: (
    <>
      <path d="M12 3v14M12 3l6 3-6 3" />
      <ellipse cx="12" cy="18" rx="7" ry="2.5" />
    </>
  ),
  form: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h4" />
    </>
  ),
  contact: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
  megaphone: <path d="M3 10v4h3l8 5V5L6 10zM18 9a4 4 0 0 1 0 6" />,
  space: <path d="M4 4h16M4 20h16M12 7v10M9 10l3-3 3 3M9 14l3 3 3-3" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  shop: <path d="M4 8h16l-1.5 12h-13zM9 8V6a3 3 0 0 1 6 0v2" />,
  generic: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
};

export function PickerIconView({ icon }: { icon: PickerIcon }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={icon}
    >
      {PATHS[icon]}
    </svg>
  );
}
