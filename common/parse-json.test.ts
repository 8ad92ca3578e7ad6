import { describe, expect, it } from "vitest";
import { z } from "zod";
import { guardSchema, isJsonObject, JsonShapeError, parseJson } from "./parse-json";

const hosts = z.array(z.string());

describe("parseJson", () => {
  it("returns the value a zod schema accepts, with its defaults", () => {
    expect(parseJson(hosts, '["a.example","b.example"]')).toEqual(["a.example", "b.example"]);
    expect(parseJson(z.object({ n: z.number().default(3) }), "{}")).toEqual({ n: 3 });
  });

  it("throws a JsonShapeError for text that is not JSON and for a value of another shape", () => {
    expect(() => parseJson(hosts, "[not json")).toThrow(JsonShapeError);
    expect(() => parseJson(hosts, '{"a":1}')).toThrow(/unexpected shape/);
  });

  it("takes a zod-free guard the same way", () => {
    const objects = guardSchema("JSON object", isJsonObject);
    expect(parseJson(objects, '{"a":1}')).toEqual({ a: 1 });
    expect(() => parseJson(objects, "[1]")).toThrow(/not a JSON object/);
    expect(() => parseJson(objects, "null")).toThrow(JsonShapeError);
  });
});
