/**
 * Serialises data for an inline <script type="application/json">: characters that could end the
 * script element or open markup are escaped as JSON unicode escapes, so content can never break out.
 */
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
