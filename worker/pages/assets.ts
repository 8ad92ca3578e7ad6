import { z } from "zod";

/** URLs of the built client files the document links: the stylesheet, the small site script, the islands entry, the consent script, the editor entry. */
export type ClientAssets = {
  styles: string[];
  devStyles?: string;
  site: string;
  islands: string;
  consent: string;
  editor: string;
  editorStyles: string[];
  dev: boolean;
};

/** Identifies the client build: cached pages of another build (or of the dev server) are never served. */
export const buildId = (assets: ClientAssets) => (assets.dev ? "dev" : [assets.site, assets.islands, assets.consent, ...assets.styles].join("|"));

/** The editor entry (edit mode only, decision 011). */
const EDITOR_ENTRY = "client/editor/main.tsx";
/** The style entry: client/styles.css and every block folder's styles.css (docs/decisions/073). */
const STYLES_ENTRY = "client/styles.ts";
// In dev the style entry is a module (its glob collects the blocks' styles.css), so the document loads it as a script.
const DEV_ASSETS: ClientAssets = {
  styles: [],
  devStyles: "/client/styles.ts",
  site: "/client/site.ts",
  islands: "/client/islands.tsx",
  consent: "/client/consent.ts",
  editor: `/${EDITOR_ENTRY}`,
  editorStyles: [],
  dev: true,
};
const manifestSchema = z.record(z.string(), z.object({ file: z.string(), css: z.array(z.string()).optional() }));
let built: ClientAssets | undefined;

/**
 * In dev, Vite serves the sources. In a build, the client manifest (written by vite build, served as a static
 * asset) maps the entries to their hashed files; it is read once per isolate.
 */
export async function clientAssets(env: Pick<Env, "ASSETS">): Promise<ClientAssets> {
  if (import.meta.env.DEV) return DEV_ASSETS;
  if (built) return built;
  const response = await env.ASSETS.fetch(new Request("https://assets.invalid/asset-manifest.json"));
  if (!response.ok) throw new Error(`client manifest missing (${response.status}): run vite build`);
  const manifest = manifestSchema.parse(await response.json());
  const entry = (name: string) => {
    const found = manifest[name];
    if (!found) throw new Error(`client manifest lacks ${name}`);
    return found;
  };
  built = {
    // The style entry is a module whose only output is its stylesheet (shared styles and the blocks' styles.css).
    styles: (entry(STYLES_ENTRY).css ?? []).map((file) => `/${file}`),
    site: `/${entry("client/site.ts").file}`,
    islands: `/${entry("client/islands.tsx").file}`,
    editor: `/${entry(EDITOR_ENTRY).file}`,
    editorStyles: (entry(EDITOR_ENTRY).css ?? []).map((file) => `/${file}`),
    consent: `/${entry("client/consent.ts").file}`,
    dev: false,
  };
  return built;
}
