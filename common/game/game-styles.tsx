import css from "./game.css?inline";

/**
 * The game screens' styles, inlined into the pages that have a game block (and only those). React hoists the
 * element into the head and writes it once however many game blocks a page has; the page cache stores it with the
 * HTML, so there is no extra request and nothing shifts when the islands hydrate.
 */
export function GameStyles() {
  return (
    <style href="game-ui" precedence="default">
      {css}
    </style>
  );
}
