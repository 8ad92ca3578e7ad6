import { z } from "zod";

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), dynamicImports: z.array(z.string()).optional(), css: z.array(z.string()).optional() }),
);
export const EDITOR_ENTRY = "client/editor/main.tsx";

/** The built client's files by entry, from the manifest the server serves. */
async function manifest(base: string) {
  return manifestSchema.parse(await (await fetch(`${base}/asset-manifest.json`)).json());
}

function closure(entries: z.infer<typeof manifestSchema>, start: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !entries[key]) return;
    seen.add(key);
    for (const next of [...(entries[key].imports ?? []), ...(dynamic ? (entries[key].dynamicImports ?? []) : [])]) walk(next);
  };
  for (const key of start) walk(key);
  return seen;
}

/**
 * The editor's files: what its entry loads (statically and on demand) that the visitor entries (site script,
 * islands and their chunks) never load. Shared chunks (React) are not editor code.
 */
export async function editorFiles(base: string): Promise<{ editorOnly: string[]; entryStatic: string[]; shared: string[] }> {
  const entries = await manifest(base);
  const visitor = closure(
    entries,
    Object.keys(entries).filter(
      (k) => entries[k] && k !== EDITOR_ENTRY && !k.startsWith("client/editor/") && (k === "client/site.ts" || k === "client/islands.tsx"),
    ),
    true,
  );
  const editor = closure(entries, [EDITOR_ENTRY], true);
  const statics = closure(entries, [EDITOR_ENTRY], false);
  const path = (key: string) => `/${entries[key]!.file}`;
  return {
    editorOnly: [...editor].filter((k) => !visitor.has(k)).map(path),
    entryStatic: [...statics].filter((k) => !visitor.has(k)).map(path),
    shared: [...statics].filter((k) => visitor.has(k)).map(path),
  };
}
