import { type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ZodType } from "zod";
import type { FormName } from "../visitor-api";
import { focusFirstInvalid } from "./focus-first-invalid";
import type { SubmitState } from "./texts";

/** The submit state machine: idle -> loading -> sent | error, with timed returns to idle. */
export function useSubmitState() {
  const [state, setState] = useState<SubmitState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Shows `next` and, when `afterMs` is given, returns to idle after that long (then runs `then`). */
  const show = (next: SubmitState, afterMs?: number, then?: () => void) => {
    clearTimeout(timer.current);
    setState(next);
    if (afterMs !== undefined) {
      timer.current = setTimeout(() => {
        setState("idle");
        then?.();
      }, afterMs);
    }
  };
  return { state, show };
}

/** Sends a visitor form through the visitor client, loaded with the first submit (the page does not load it before). */
export async function sendVisitorForm(form: FormName, body: unknown): Promise<boolean> {
  const client = await import("../visitor-api").catch((error: unknown) => console.error("form submit failed", error));
  return client ? client.sendForm(form, body) : false;
}

/** First message per top-level field from a zod error. */
export function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Field errors of a form and the check before sending, against a schema the form loads when it is first used:
 * `prepare` (the form's first focus) starts loading it (and zod), so a page with the form does not parse and run
 * zod at load, and `check` on submit rarely waits. On failure the errors render first (so the focused field already
 * carries its message for screen readers), then the first invalid field takes focus.
 */
export function useFieldErrors<T>(form: RefObject<HTMLFormElement | null>, loadSchema: () => Promise<ZodType<T>>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prepare = () => void loadSchema();
  /** The parsed body, or null after showing what is wrong. */
  const check = async (body: unknown): Promise<T | null> => {
    const parsed = (await loadSchema()).safeParse(body);
    if (!parsed.success) {
      flushSync(() => setErrors(errorsByField(parsed.error.issues)));
      focusFirstInvalid(form.current);
      return null;
    }
    setErrors({});
    return parsed.data;
  };
  return { errors, check, prepare };
}
