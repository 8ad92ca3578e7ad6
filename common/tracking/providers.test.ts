import { describe, expect, it } from "vitest";
import { hasTracking, trackingHosts, trackingIds } from "./providers";

const tracking = (analyticsId = "", tagManagerId = "", pixelId = "") => ({ analyticsId, tagManagerId, pixelId });

describe("tracking providers", () => {
  it("takes only ids of the provider's shape", () => {
    expect(trackingIds(tracking("G-ABC123", "GTM-XY12", "123456789"))).toEqual({ analytics: "G-ABC123", tagManager: "GTM-XY12", pixel: "123456789" });
    expect(trackingIds(tracking('G-1"><script>', "gtm", "abc"))).toEqual({});
    expect(hasTracking(tracking())).toBe(false);
    expect(hasTracking(tracking("", "", "123456"))).toBe(true);
  });

  it("gives exactly the hosts of the configured providers", () => {
    expect(trackingHosts(tracking())).toEqual({ "script-src": [], "connect-src": [], "img-src": [], "frame-src": [] });
    const pixel = trackingHosts(tracking("", "", "123456"));
    expect(pixel["script-src"]).toEqual(["https://connect.facebook.net"]);
    expect(pixel["img-src"]).toEqual(["https://www.facebook.com"]);
    const google = trackingHosts(tracking("G-ABC123", "GTM-XY12"));
    expect(google["script-src"]).toEqual(["https://www.googletagmanager.com"]);
    expect(google["frame-src"]).toEqual(["https://www.googletagmanager.com"]);
    expect(JSON.stringify(google)).not.toContain("facebook");
  });
});
