// Hydrates the interactive blocks of a page, and only those. Loaded only on pages that have islands;
// each island's code is a separate chunk fetched on demand.
import "./zod-config";
import "@vitejs/plugin-react/preamble";
import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { collectIslands } from "../common/islands/define";
import { ISLANDS_RENDERED_EVENT } from "../common/islands/rendered-event";
import { guardSchema, isJsonObject, parseJson } from "../common/parse-json";

// Every island declared in the tree (a block folder's islands.ts, common/islands/islands.ts): the declaration
// modules are tiny, and each declaration's loader fetches its island's own chunk (docs/decisions/071).
const islandLoaders = collectIslands(import.meta.glob<Record<string, unknown>>("../common/**/islands.ts", { eager: true }));

const hydrated = new WeakSet<Element>();

/** An island's props (the JSON script after it): an object, whose shape the island's own declaration knows. */
const propsSchema = guardSchema("props object", isJsonObject);

/** Hydrates the islands inside `root` that are not hydrated yet (each once). */
function hydrateWithin(root: Document | HTMLElement) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    if (hydrated.has(element)) continue;
    hydrated.add(element);
    const name = element.dataset.island ?? "";
    const load = islandLoaders.get(name);
    const propsScript = element.nextElementSibling;
    if (!load || !(propsScript instanceof HTMLScriptElement) || propsScript.type !== "application/json") {
      console.error("island without loader or props", name);
      continue;
    }
    const props = parseJson(propsSchema, propsScript.textContent ?? "{}");
    // Hydrated as a transition: React then yields to the browser every few milliseconds instead of hydrating the
    // island in one long task, so a visitor's first tap is answered at once (a tap on a part not hydrated yet is
    // replayed once it is). The server's HTML is on screen either way.
    load()
      .then((Component) =>
        startTransition(() => {
          hydrateRoot(element, createElement(Component, props), { identifierPrefix: element.dataset.islandPrefix });
        }),
      )
      .catch((error: unknown) => console.error("island failed to load", name, error));
  }
}

hydrateWithin(document);
// Markup the editor swapped in (decision 076): its islands hydrate like the page's own.
document.addEventListener(ISLANDS_RENDERED_EVENT, (event) => {
  if (event.target instanceof HTMLElement) hydrateWithin(event.target);
});
