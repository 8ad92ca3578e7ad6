// No zod import: the visitor scripts that load no zod (the site script, the islands entry, the directory) use this
// too, with a guard (guardSchema) where the worker and the editor pass a zod schema (docs/decisions/122).

/** What parseJson checks a value with: any zod schema, or a guard wrapped by guardSchema. */
export type JsonSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/** Text that is not JSON, or JSON without the expected shape (the message says which, for the log). */
export class JsonShapeError extends Error {
  override name = "JsonShapeError";
}

/**
 * `text` parsed as JSON and checked by `schema` (the one way any process reads JSON it did not just build itself);
 * throws a JsonShapeError when the text is not JSON or the value not of the schema's shape.
 */
export function parseJson<T>(schema: JsonSchema<T>, text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new JsonShapeError(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new JsonShapeError(`unexpected shape: ${parsed.error instanceof Error ? parsed.error.message : String(parsed.error)}`);
  return parsed.data;
}

/** A call whose answer was refused: its HTTP status was not 2xx, or its JSON not of the expected shape. */
export class AnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A response's JSON answer checked by `schema`; throws an AnswerError for a non-2xx status or another shape. */
export async function answerOf<T>(response: { ok: boolean; status: number; json(): Promise<unknown> }, schema: JsonSchema<T>): Promise<T> {
  if (!response.ok) throw new AnswerError(response.status, `HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new AnswerError(response.status, "unexpected answer");
  return parsed.data;
}

/** A JsonSchema from a type guard, for the visitor scripts that must not load zod (decision 115). */
export function guardSchema<T>(name: string, is: (value: unknown) => value is T): JsonSchema<T> {
  return { safeParse: (value) => (is(value) ? { success: true, data: value } : { success: false, error: new Error(`not a ${name}`) }) };
}

/** Whether a value is a plain JSON object (not null, not an array). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
