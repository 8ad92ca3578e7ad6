import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RenderContext } from "../define";
import { BLOCKS } from "../registry";
import { block, context, entry, textField, title } from "../test-fixtures";

const render = (type: "teamContainer" | "servicesContainer", ctx: RenderContext) => {
  const definition = BLOCKS[type];
  const b = block(type, [textField("title", title, "de")]);
  return renderToString(<definition.View block={b} options={definition.options.parse(b.options) as never} ctx={ctx} />);
};

// Editor-side section 2: the edit-page link from a team or service card to its page (the editor adds the link in edit mode).
describe("team and service cards name their page in edit mode only", () => {
  it.each([
    ["teamContainer", "team"],
    ["servicesContainer", "services"],
  ] as const)("%s", (type, collection) => {
    const collections = { [collection]: [entry("p1", "Lea Brunner")] };
    const edit = render(type, context("de", "edit", collections));
    expect(edit).toContain('data-entry-path="/de/x/p1" data-entry-name="Lea Brunner"');
    expect(render(type, context("de", "live", collections))).not.toContain("data-entry-path");
  });
});
