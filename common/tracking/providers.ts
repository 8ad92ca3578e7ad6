import type { Settings } from "../settings";

/** The tracking providers of the settings (editor-side section 3: analytics id, tag manager id, pixel id). */
export type TrackingProvider = "analytics" | "tagManager" | "pixel";
/** CSP directives a provider needs hosts in. */
export type CspDirective = "script-src" | "connect-src" | "img-src" | "frame-src";

type ProviderSpec = { setting: keyof Settings["tracking"]; idPattern: RegExp; hosts: Partial<Record<CspDirective, readonly string[]>> };

/**
 * Per provider: which setting holds its id, what an id looks like, and the hosts its script loads from and talks to.
 * The one place the Content-Security-Policy reads (`trackingHosts`): exactly these hosts, for configured providers only.
 */
export const TRACKING_PROVIDERS: Record<TrackingProvider, ProviderSpec> = {
  analytics: {
    setting: "analyticsId",
    idPattern: /^G-[A-Z0-9]{4,20}$/,
    hosts: {
      "script-src": ["https://www.googletagmanager.com"],
      "connect-src": [
        "https://www.google-analytics.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ],
      "img-src": ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
    },
  },
  tagManager: {
    setting: "tagManagerId",
    idPattern: /^GTM-[A-Z0-9]{4,12}$/,
    hosts: {
      "script-src": ["https://www.googletagmanager.com"],
      "connect-src": [
        "https://www.googletagmanager.com",
        "https://www.google-analytics.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
      ],
      "img-src": ["https://www.googletagmanager.com"],
      "frame-src": ["https://www.googletagmanager.com"],
    },
  },
  pixel: {
    setting: "pixelId",
    idPattern: /^[0-9]{5,20}$/,
    hosts: {
      "script-src": ["https://connect.facebook.net"],
      "connect-src": ["https://www.facebook.com", "https://connect.facebook.net"],
      "img-src": ["https://www.facebook.com"],
    },
  },
};

/** The configured tracking ids that have their provider's shape (others are ignored: they would never load anything). */
export type TrackingIds = Partial<Record<TrackingProvider, string>>;

export function trackingIds(tracking: Settings["tracking"]): TrackingIds {
  const ids: TrackingIds = {};
  for (const [provider, spec] of Object.entries(TRACKING_PROVIDERS) as [TrackingProvider, ProviderSpec][]) {
    const id = tracking[spec.setting].trim();
    if (spec.idPattern.test(id)) ids[provider] = id;
  }
  return ids;
}

/** True when the site tracks at all: only then its pages show the consent banner and load the consent script. */
export const hasTracking = (tracking: Settings["tracking"]) => Object.keys(trackingIds(tracking)).length > 0;

/** The hosts per CSP directive the configured providers need (none without ids). */
export function trackingHosts(tracking: Settings["tracking"]): Record<CspDirective, string[]> {
  const hosts: Record<CspDirective, Set<string>> = { "script-src": new Set(), "connect-src": new Set(), "img-src": new Set(), "frame-src": new Set() };
  for (const provider of Object.keys(trackingIds(tracking)) as TrackingProvider[]) {
    for (const [directive, list] of Object.entries(TRACKING_PROVIDERS[provider].hosts) as [CspDirective, readonly string[]][])
      for (const host of list) hosts[directive].add(host);
  }
  return {
    "script-src": [...hosts["script-src"]],
    "connect-src": [...hosts["connect-src"]],
    "img-src": [...hosts["img-src"]],
    "frame-src": [...hosts["frame-src"]],
  };
}
