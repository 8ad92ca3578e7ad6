/**
 * Serialises data for an inline <script type="application/json">: characters that could end the
 * script element or open markup are escaped as JSON unicode escapes, so content can never break out.
 */
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (character) => ESCAPES[character] as string);
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };
