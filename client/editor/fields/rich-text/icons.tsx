/** Toolbar icons as inline SVG (no icon font, no emoji: both depend on the fonts a machine has). */
const svg = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const BulletListIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4" cy="6" r="1.3" fill="currentColor" />
    <circle cx="4" cy="12" r="1.3" fill="currentColor" />
    <circle cx="4" cy="18" r="1.3" fill="currentColor" />
  </svg>
);

export const LinkIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
  </svg>
);
