/** The toolbar's icons (inline SVG, 20 px, currentColor): decorative, the buttons carry their names as text. */
const PATHS = {
  settings: "M10 6.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM10 1.5v2.2M10 16.3v2.2M1.5 10h2.2M16.3 10h2.2M4 4l1.6 1.6M14.4 14.4L16 16M4 16l1.6-1.6M14.4 5.6L16 4",
  pages: "M6 2.5h8l3 3v12H6zM14 2.5v3h3M3 5.5v12.5h10",
  page: "M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 10h5M7.5 13h5",
  undo: "M7 4.5L3 8.5l4 4M3.5 8.5H12a5 5 0 0 1 0 10H9",
  redo: "M13 4.5l4 4-4 4M16.5 8.5H8a5 5 0 0 0 0 10h3",
  publish: "M10 14V3M5.5 7.5L10 3l4.5 4.5M3.5 17h13",
  revert: "M3.5 4v4.5H8M4 8.5a6.5 6.5 0 1 1 1.2 5.2",
  close: "M5 5l10 10M15 5L5 15",
} as const;

type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="editor-icon"
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
