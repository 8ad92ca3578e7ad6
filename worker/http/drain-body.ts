/** The most an early refusal reads of a body it did not need, before giving up on the rest. */
const DRAIN_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Reads what is left of a request body the worker answered without reading (a 401, 403 or 429 before parsing).
 * A client still sending that body when the answer arrives may see its connection closed instead of the answer:
 * the dev server's proxy then answers its own "fetch failed" 500. Bodies above the limit are cancelled.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  let read = 0;
  try {
    const reader = request.body.getReader();
    while (read <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away, or the body is being read elsewhere: nothing to drain.
  }
}
