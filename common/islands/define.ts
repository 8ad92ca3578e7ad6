import type { ComponentType } from "react";

const ISLAND = Symbol.for("opticus.island");

/**
 * An island declared once: its name (the page's data-island attribute and the start of its id prefix) and how the
 * browser loads its component. The props type travels with it, so the server's <Island> checks the props it writes
 * into the page against the component the browser will hydrate with them.
 */
export type IslandDeclaration<P extends object> = {
  readonly [ISLAND]: true;
  readonly name: string;
  readonly load: () => Promise<ComponentType<P>>;
};

/** Island names go into attributes and React id prefixes: a lower-case letter, then letters and digits. */
const NAME = /^[a-z][A-Za-z0-9]*$/;

/**
 * Declares an island. Its module (a block folder's islands.ts, or common/islands/islands.ts for the shared ones)
 * must import nothing eagerly but this file: the browser's islands entry imports every declaration, and `load`'s
 * dynamic import keeps each island's code its own chunk, fetched only by pages that show it.
 */
export function defineIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): IslandDeclaration<P> {
  if (!NAME.test(name)) throw new Error(`island name "${name}" must be a lower-case letter followed by letters and digits`);
  return Object.freeze({ [ISLAND]: true as const, name, load });
}

export function isIslandDeclaration(value: unknown): value is IslandDeclaration<object> {
  return typeof value === "object" && value !== null && (value as { [ISLAND]?: unknown })[ISLAND] === true;
}

// biome-ignore lint/suspicious/noExplicitAny: the browser reads each island's props from the page as JSON.
export type IslandLoader = () => Promise<ComponentType<any>>;

/**
 * The browser's table of islands by name, from the declaration modules (import.meta.glob over the islands.ts
 * files): every exported declaration, checked once at load so two islands can never claim the same name.
 */
export function collectIslands(modules: Record<string, Record<string, unknown>>): ReadonlyMap<string, IslandLoader> {
  const found = new Map<string, { declaration: IslandDeclaration<object>; file: string }>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (!isIslandDeclaration(value)) continue;
      const earlier = found.get(value.name);
      if (earlier?.declaration === value) continue;
      if (earlier) throw new Error(`island "${value.name}" is declared twice: in ${earlier.file} and in ${file}`);
      found.set(value.name, { declaration: value, file });
    }
  }
  return new Map([...found].map(([name, { declaration }]) => [name, declaration.load]));
}
