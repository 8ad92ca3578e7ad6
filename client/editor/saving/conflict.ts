import { toast } from "sonner";
import { conflictAnswerSchema } from "../../../common/content-api";
import { EditorApiError } from "../api/client";
import { session } from "../i18n/session";

export type Conflict = { version: number; value: unknown; by: string | null };

/** The current value a 409 answered with, or null when the failure was something else. */
export function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof EditorApiError) || error.status !== 409) return null;
  const parsed = conflictAnswerSchema.safeParse(error.body);
  if (!parsed.success || !parsed.data.current) return null;
  const { current } = parsed.data;
  return { version: current.version, value: current.value, by: current.updatedBy?.email ?? null };
}

/**
 * Asks what to do with a save someone else overtook (decision 022): keep mine (saved again on the version the server
 * told) or take theirs, with both values when the caller has them. Nothing is decided silently; the toast stays until
 * the editor chooses.
 */
export function askConflict(
  conflict: Conflict,
  choices: { keepMine: () => Promise<unknown>; takeTheirs: () => void },
  values?: { mine: string; theirs: string },
): void {
  const { t } = session();
  toast.warning(t.conflict(conflict.by), {
    // Both texts, so the choice can be made without remembering either.
    description: values ? t.conflictValues(values.mine, values.theirs) : undefined,
    duration: Number.POSITIVE_INFINITY,
    // Laid out as a sentence with its two buttons on a row below (editor.css), not squeezed beside them.
    className: "editor-conflict",
    action: { label: t.keepMine, onClick: () => void choices.keepMine().catch(() => undefined) },
    cancel: { label: t.takeTheirs, onClick: choices.takeTheirs },
  });
}
