import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { safeJsonForScript } from "../safe-json";

/**
 * Server side of an island: the component renders as its own React root into a marked element, and its props
 * follow as inline JSON that cannot break out of its script element. client/islands.tsx hydrates exactly these
 * elements, each as a root with the same identifier prefix, so ids from useId() match between server and browser
 * (rendered inside the page's tree they would not: useId derives ids from the position in the tree).
 */
export function Island<P extends object>({ name, component, props }: { name: string; component: ComponentType<P>; props: P }) {
  const json = safeJsonForScript(props);
  const prefix = islandIdPrefix(name, json);
  const html = renderToString(createElement(component, props), { identifierPrefix: prefix });
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island's component. */}
      <div data-island={name} data-island-prefix={prefix} className="island" dangerouslySetInnerHTML={{ __html: html }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeJsonForScript escapes <, >, & and line separators. */}
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}

/** A short, stable prefix from the island's name and props (FNV-1a), distinct for islands with different props. */
export function islandIdPrefix(name: string, propsJson: string): string {
  let hash = 0x811c9dc5;
  const text = `${name}:${propsJson}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${name}-${(hash >>> 0).toString(36)}-`;
}
