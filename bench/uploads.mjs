// npm run bench:uploads: upload throughput through the production build served locally. A valid PNG of about
// 19 MB (just under the 20 MB limit) goes through directUpload, PUT and createEntry; a 50 MB image is refused;
// a 50 MB video goes to the Stream stand-in. Prints MB/s per run and the median; it is not a test.
import { deflateSync } from "node:zlib";
import { build, QUICK, startServer } from "./server.mjs";

const RUNS = QUICK ? 1 : Number(process.env.BENCH_RUNS ?? 5);
const MB = 1024 * 1024;

/** A valid PNG of about `bytes`: random RGB pixels (incompressible), stored with the lowest zlib effort. */
function png(bytes) {
  const width = 2048;
  const height = Math.ceil(bytes / (width * 3));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i += 4) raw.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, Math.min(i, raw.length - 4));
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, "ascii");
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// BENCH_URL measures a server that is already running (signed in with the local demo editor).
if (!process.env.BENCH_URL) build();
const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startServer();
try {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: "editor@optik-seeblick.example", password: "seeblick-demo-2026" }),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`login failed: ${login.status}`);
  const headers = { Origin: server.url, Cookie: cookie };
  const call = async (path, body, retry = true) => {
    // The preview server may close a kept-alive socket after a refused upload: one retry on a fresh one.
    const response = await fetch(`${server.url}/api/v1/media${path}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).catch((error) => {
      if (retry) return null;
      throw error;
    });
    if (!response) return call(path, body, false);
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
  };

  const image = png(19 * MB);
  const rates = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const { json } = await call("/directUpload", { filename: `bench-${run}.png`, fileSize: image.length });
    const put = await fetch(`${server.url}${json.url}`, { method: "PUT", headers, body: image });
    if (put.status !== 200) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
    const entry = await call("/createEntry", { uploadId: json.id });
    if (entry.status !== 200) throw new Error(`createEntry answered ${entry.status}`);
    const seconds = (performance.now() - started) / 1000;
    rates.push(image.length / MB / seconds);
  }
  console.log(
    `image upload (${(image.length / MB).toFixed(1)} MB PNG, checked by its bytes, stored in R2): ${rates.map((r) => r.toFixed(1)).join(", ")} MB/s; median ${median(rates).toFixed(1)} MB/s`,
  );

  const big = png(50 * MB);
  const announced = await call("/directUpload", { filename: "big.png", fileSize: big.length });
  const { json } = await call("/directUpload", { filename: "big.png", fileSize: 1000 });
  const started = performance.now();
  // The worker answers 413 from Content-Length before reading the body; the server may then close the socket.
  const refused = await fetch(`${server.url}${json.url}`, { method: "PUT", headers, body: big }).then(
    (response) => `answers ${response.status}`,
    (error) => `is cut off (${error.cause?.code ?? error.message})`,
  );
  const refusedMs = performance.now() - started;
  const stored = await fetch(`${server.url}/api/v1/media/createEntry`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ uploadId: json.id }),
  });
  console.log(
    `50 MB image: directUpload answers ${announced.status} (${announced.json.message}); a PUT sent anyway ${refused} after ${refusedMs.toFixed(0)} ms; createEntry then answers ${stored.status} (nothing stored)`,
  );

  const video = Buffer.concat([
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77,
      0x65, 0x62, 0x6d,
    ]),
    Buffer.alloc(50 * MB),
  ]);
  const direct = await call("/directUpload", { filename: "big.webm", fileSize: video.length, mediaType: "video" });
  const form = new FormData();
  form.append("file", new Blob([video], { type: "video/webm" }), "big.webm");
  const videoStarted = performance.now();
  const sent = await fetch(direct.json.url, { method: "POST", body: form });
  const videoSeconds = (performance.now() - videoStarted) / 1000;
  console.log(`50 MB video to the Stream stand-in: ${sent.status}, ${(video.length / MB / videoSeconds).toFixed(1)} MB/s`);
} finally {
  await server.stop();
}
