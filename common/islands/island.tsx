import type { ComponentType } from "react";
import { createElement, useId } from "react";
import { renderToString } from "react-dom/server";
import { safeJsonForScript } from "../safe-json";
import { TextMemo } from "../text-memo";
import type { IslandDeclaration } from "./define";

/**
 * Each island's HTML, rendered once per name, identifier prefix and props in this isolate (docs/decisions/017). The
 * browser hydrates the island from the same props as JSON, so its render must already be a function of them (an
 * island that read the clock or chance while rendering would not hydrate); the directory's 22 businesses were a
 * sixth of the directory page's uncached render. The JSON is the key: equal JSON, equal HTML.
 */
const islandHtml = new TextMemo<string>(() => {
  throw new Error("an island's HTML is computed by its caller");
}, 1_000_000);

/**
 * Server side of an island: the component renders as its own React root into a marked element, and its props
 * follow as inline JSON that cannot break out of its script element. client/islands.tsx hydrates exactly these
 * elements, each as a root with the same identifier prefix, so ids from useId() match between server and browser
 * (rendered inside the page's tree they would not: useId derives ids from the position in the tree).
 * The declaration names the island and fixes its props type; the component is the one its `load` resolves to,
 * imported here for the server's render (the browser fetches it lazily).
 */
export function Island<P extends object>({
  island,
  component,
  props,
}: {
  island: IslandDeclaration<P>;
  component: ComponentType<NoInfer<P>>;
  props: NoInfer<P>;
}) {
  const { name } = island;
  const json = safeJsonForScript(props);
  const prefix = islandIdPrefix(name, useId());
  const html = islandHtml.get(`${name}\n${prefix}\n${json}`, () => renderToString(createElement(component, props), { identifierPrefix: prefix }));
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island's component. */}
      <div data-island={name} data-island-prefix={prefix} className="island" dangerouslySetInnerHTML={{ __html: html }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeJsonForScript escapes <, >, & and line separators. */}
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}

/**
 * The island's identifier prefix from its name and its own useId() in the page's render: distinct for every island
 * of the page by construction (a hash of name and props gave two islands with the same props the same ids), and the
 * same on every render of the page. The browser reads it from data-island-prefix.
 */
export function islandIdPrefix(name: string, id: string): string {
  return `${name}-${id.replace(/[^A-Za-z0-9]/g, "")}-`;
}
