// A local stand-in for what Cloudflare's edge does in front of the worker in production: text responses
// (HTML, CSS, JavaScript, JSON, SVG) are sent compressed (brotli, else gzip) to clients that accept it.
// `vite preview` sends them uncompressed, which would make Lighthouse judge the local preview on bytes a visitor
// never downloads. Everything else passes through unchanged.
import { request as httpRequest, createServer } from "node:http";
import { pipeline } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { freePort } from "./server.mjs";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Starts the proxy on a free port in front of `upstream` (an http://host:port origin); returns its URL and a stop function. */
export async function startCompressingProxy(upstream) {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const accepted = String(req.headers["accept-encoding"] ?? "");
        const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
        if (!encoding || !COMPRESSIBLE.test(type) || answer.headers["content-encoding"] || req.method === "HEAD" || answer.statusCode === 304) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          pipeline(answer, res, () => {});
          return;
        }
        const { "content-length": _length, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...headers, "content-encoding": encoding, vary: "Accept-Encoding" });
        // Cloudflare compresses dynamic responses with a fast brotli level; quality 4 is in that range.
        const compressor = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();
        pipeline(answer, compressor, res, () => {});
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, forwarded, () => {});
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
