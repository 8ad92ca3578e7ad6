// Types of map-style-standin.mjs for the browser tests, which share its local style.
export declare const MAP_STYLE_HOST: string;
export declare const LOCAL_MAP_STYLE: {
  version: 8;
  sources: Record<string, never>;
  layers: { id: string; type: "background"; paint: { "background-color": string } }[];
};
export declare function startMapStyleStandin(): Promise<{ chromeFlags: string[]; stop: () => Promise<void> }>;
