import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { safeJsonForScript } from "../safe-json";
import { collectIslands, defineIsland } from "./define";
import { Island } from "./island";

/** A component with a label tied to its input by useId, as the forms' islands have. */
function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

const fieldIsland = defineIsland("field", async () => Field);

function Counter({ count }: { count: number }) {
  return <p>{count}</p>;
}

/** Counts its renders: the island's HTML is remembered per props. */
let renders = 0;
function Counted({ count }: { count: number }) {
  renders++;
  return <p>{count}</p>;
}
const countedIsland = defineIsland("counted", async () => Counted);

const page = () =>
  renderToString(
    <main>
      <Island island={fieldIsland} component={Field} props={{ label: "Name" }} />
      <section>
        <Island island={fieldIsland} component={Field} props={{ label: "Name" }} />
      </section>
    </main>,
  );

describe("Island", () => {
  it("gives two islands with the same name and props their own prefix, so their ids never collide", () => {
    const html = page();
    const prefixes = [...html.matchAll(/data-island-prefix="([^"]+)"/g)].map((match) => match[1]);
    const ids = [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1] as string);
    expect(prefixes).toHaveLength(2);
    expect(new Set(prefixes).size).toBe(2);
    for (const prefix of prefixes) expect(prefix).toMatch(/^field-[A-Za-z0-9]+-$/);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id, index) => id.includes(prefixes[index] as string))).toBe(true);
  });

  it("renders the same page to the same prefixes every time (cached copies and fresh renders agree)", () => {
    expect(page()).toBe(page());
  });

  it("renders an island once per name, prefix and props in this isolate; other props render anew", () => {
    renders = 0;
    const one = (count: number) => renderToString(<Island island={countedIsland} component={Counted} props={{ count }} />);
    expect(one(1)).toBe(one(1));
    expect(renders).toBe(1);
    expect(one(2)).toContain("<p>2</p>");
    expect(renders).toBe(2);
    expect(one(1)).toContain("<p>1</p>");
    expect(renders).toBe(2);
  });

  it("puts the props beside the markup as JSON that cannot end its script element", () => {
    const html = renderToString(<Island island={fieldIsland} component={Field} props={{ label: "</script><b>&\u2028" }} />);
    expect(html).toContain(`<script type="application/json" data-island-props="field">${safeJsonForScript({ label: "</script><b>&\u2028" })}</script>`);
    expect(safeJsonForScript({ label: "</script><b>&\u2028\u2029" })).toBe('{"label":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(safeJsonForScript({ label: "</script><b>&\u2028\u2029" }))).toEqual({ label: "</script><b>&\u2028\u2029" });
  });

  it("takes its name from the declaration and checks the props against it (the type check fails on a mismatch)", () => {
    const html = renderToString(<Island island={fieldIsland} component={Field} props={{ label: "Name" }} />);
    expect(html).toContain('data-island="field"');
    expect(html).toContain('data-island-props="field"');
    // @ts-expect-error the declaration's props have a label, not a title
    renderToString(<Island island={fieldIsland} component={Field} props={{ title: "Name" }} />);
    // @ts-expect-error a component with other props than the declaration's
    renderToString(<Island island={fieldIsland} component={Counter} props={{ label: "Name" }} />);
  });
});

describe("defineIsland and collectIslands", () => {
  it("refuses a name that cannot be an attribute value and id prefix", () => {
    for (const name of ["", "Field", "field-form", "1field", "field form"]) expect(() => defineIsland(name, async () => Field)).toThrow(/island name/);
  });

  it("collects every exported declaration by name and skips other exports", async () => {
    const loaders = collectIslands({ "a/islands.ts": { fieldIsland, note: "not an island", other: { name: "fake", load: async () => Field } } });
    expect([...loaders.keys()]).toEqual(["field"]);
    expect(await loaders.get("field")?.()).toBe(Field);
  });

  it("throws when two declarations claim one name, naming both files", () => {
    const again = defineIsland("field", async () => Field);
    expect(() => collectIslands({ "a/islands.ts": { fieldIsland }, "b/islands.ts": { again } })).toThrow(
      'island "field" is declared twice: in a/islands.ts and in b/islands.ts',
    );
    expect(collectIslands({ "a/islands.ts": { fieldIsland, alias: fieldIsland } }).size).toBe(1);
  });
});
