import { toast } from "sonner";

/** Texts of one status message: loading, success, and the error text the failure's message follows. */
export type ToastTexts = { loading: string; success: string; error: string };

/**
 * Runs `work` under a status toast (editor-side section 8): loading, then success, or the error text followed by
 * ": " and the failure's message. A failure is also logged and rethrown, so the caller keeps what was typed.
 */
export async function withToast<T>(texts: ToastTexts, work: () => Promise<T>): Promise<T> {
  const id = toast.loading(texts.loading);
  try {
    const result = await work();
    toast.success(texts.success, { id });
    return result;
  } catch (error) {
    showFailure(texts, error, { id });
    throw error;
  }
}

/** Turns a status toast into the failure: the error text followed by ": " and the failure's message; logged too. */
export function showFailure(texts: ToastTexts, error: unknown, options: { id: string | number; duration?: number }): void {
  const message = error instanceof Error ? error.message : String(error);
  toast.error(`${texts.error}: ${message}`, options);
  console.error(texts.error, error);
}
