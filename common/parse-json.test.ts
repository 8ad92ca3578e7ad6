import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AnswerError, answerOf, guardSchema, isJsonObject, JsonShapeError, parseJson } from "./parse-json";

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

describe("answerOf", () => {
  const answer = (status: number, body: string) => new Response(body, { status, headers: { "Content-Type": "application/json" } });

  it("returns a 2xx answer of the schema's shape", async () => {
    expect(await answerOf(answer(201, '["a.example"]'), hosts)).toEqual(["a.example"]);
  });

  it("refuses a non-2xx status and an answer of another shape, with the status", async () => {
    await expect(answerOf(answer(404, '["a.example"]'), hosts)).rejects.toMatchObject({ status: 404 });
    await expect(answerOf(answer(200, "{}"), hosts)).rejects.toBeInstanceOf(AnswerError);
    await expect(answerOf(answer(200, "not json"), hosts)).rejects.toThrow(/unexpected answer/);
  });
});
