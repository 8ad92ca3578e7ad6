import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { badRequest } from "./errors";
import { isJsonRequest, unsupportedMediaType } from "./json-body";

/**
 * zod validation for a request part; a failure answers 400 with every field and rule (see errors.ts).
 * A JSON body must say it is JSON (415 otherwise): the validator alone would read any other body as {}.
 */
export function validate<T extends keyof ValidationTargets, S extends ZodType>(target: T, schema: S) {
  const check = zValidator(target, schema, (result, c) => {
    if (!result.success) return badRequest(c, result.error as never);
  });
  if (target !== "json") return check;
  const strict: typeof check = async (c, next) => {
    if (!isJsonRequest(c)) throw unsupportedMediaType();
    return check(c, next);
  };
  return strict;
}
