import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { safeJsonForScript } from "../safe-json";
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

const page = () =>
  renderToString(
    <main>
      <Island name="field" component={Field} props={{ label: "Name" }} />
      <section>
        <Island name="field" component={Field} props={{ label: "Name" }} />
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

  it("puts the props beside the markup as JSON that cannot end its script element", () => {
    const html = renderToString(<Island name="field" component={Field} props={{ label: "</script><b>&\u2028" }} />);
    expect(html).toContain(`<script type="application/json" data-island-props="field">${safeJsonForScript({ label: "</script><b>&\u2028" })}</script>`);
    expect(safeJsonForScript({ label: "</script><b>&\u2028\u2029" })).toBe('{"label":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(safeJsonForScript({ label: "</script><b>&\u2028\u2029" }))).toEqual({ label: "</script><b>&\u2028\u2029" });
  });
});
