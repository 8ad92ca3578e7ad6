// The swisstopo map styles, answered locally for Lighthouse: this machine's network is closed, so the real
// vectortiles.geo.admin.ch cannot be reached, the course map logs a failed request and never fits its markers
// (they stay piled up at the zoom of all Switzerland). A visitor's browser reaches swisstopo; the stand-in gives
// Lighthouse the same page: an HTTPS server with a throwaway certificate for that host answers every style with a
// small one (a background layer, no tiles: browser-tests/map.test.ts answers with the same), and Chromium is
// pointed at it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server.mjs";

export const MAP_STYLE_HOST = "vectortiles.geo.admin.ch";
export const LOCAL_MAP_STYLE = { version: 8, sources: {}, layers: [{ id: "background", type: "background", paint: { "background-color": "#e4ecef" } }] };

/** Starts the stand-in; returns the Chromium flags that send the style host to it, and a stop function. */
export async function startMapStyleStandin() {
  const dir = mkdtempSync(join(tmpdir(), "map-style-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", `/CN=${MAP_STYLE_HOST}`], {
    stdio: "ignore",
  });
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const isStyle = /^\/styles\/[^/]+\/style\.json$/.test(new URL(req.url ?? "/", `https://${MAP_STYLE_HOST}`).pathname);
    res.writeHead(isStyle ? 200 : 404, { "content-type": "application/json", "access-control-allow-origin": "*" });
    res.end(isStyle ? JSON.stringify(LOCAL_MAP_STYLE) : "{}");
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    chromeFlags: [`--host-resolver-rules=MAP ${MAP_STYLE_HOST} 127.0.0.1:${port}`, "--ignore-certificate-errors"],
    stop: () =>
      new Promise((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
