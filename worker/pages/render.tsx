import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * Renders a React document to its HTML text. Every page's data is loaded before it renders and no server
 * component suspends, so a stream would emit the same bytes in one flush after the whole render; React's string
 * renderer produces them without copying each piece of text into stream buffers, which was about a quarter of an
 * uncached render's CPU (docs/decisions/017). An error in the tree throws and reaches the error page.
 */
export function renderHtml(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToString(element)}`;
}
