import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldMarker } from "../editor/markers";
import type { RenderField } from "../page-model";
import { FieldText } from "./field-text";
import { RichTextView } from "./rich-text-view";

const live: RenderField = { id: "f1", name: "title", position: 0, text: null, json: null, visible: true, media: null };
const edit: RenderField = { ...live, edit: { contentType: "localizedSingleValue", dataType: null, version: 3 } };

describe("empty fields", () => {
  it("render nothing for visitors", () => {
    expect(renderToString(<FieldText as="h2" field={live} />)).toBe("");
    expect(renderToString(<FieldText as="h2" field={{ ...live, text: "  " }} />)).toBe("");
    expect(renderToString(<RichTextView doc={null} marker={fieldMarker({ ...live, name: "description" })} />)).toBe("");
  });

  it("render an empty marked element in edit mode, so the editor can show a placeholder there", () => {
    expect(renderToString(<FieldText as="h2" field={edit} />)).toBe(
      '<h2 data-item="f1" data-item-type="field" data-field-name="title" data-content-type="localizedSingleValue" data-item-version="3"></h2>',
    );
    const rich = { ...edit, name: "description", edit: { contentType: "localizedRichText" as const, dataType: null, version: 3 } };
    expect(renderToString(<RichTextView doc={{ type: "doc", content: [] }} marker={fieldMarker(rich)} />)).toBe(
      '<div class="rich-text" data-item="f1" data-item-type="field" data-field-name="description" data-content-type="localizedRichText" data-item-version="3"></div>',
    );
  });

  it("render their text with the marker when filled, wrapped by `render`", () => {
    expect(renderToString(<FieldText className="bar" field={{ ...edit, text: "Hallo" }} render={(text) => <strong>{text}</strong>} />)).toBe(
      '<p class="bar" data-item="f1" data-item-type="field" data-field-name="title" data-content-type="localizedSingleValue" data-item-version="3"><strong>Hallo</strong></p>',
    );
  });
});
