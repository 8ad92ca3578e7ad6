// Makes the demo video of the seed once (there is no ffmpeg here): Chromium records a 3.5 s canvas animation with
// MediaRecorder as WebM (VP8), and the Duration the recorder leaves out is written into the file's Segment Info so
// players know the length. Output: scripts/seed/assets/demo-video.webm (committed; the seed stores it in R2).
//   node scripts/seed/make-demo-video.mjs
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const WIDTH = 640;
const HEIGHT = 360;
const DURATION_MS = 3500;
const OUT = new URL("./assets/demo-video.webm", import.meta.url);

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"] });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(
    async ({ width, height, duration }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      document.body.append(canvas);
      const g = canvas.getContext("2d");
      const draw = (t) => {
        const p = t / duration;
        const sky = g.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${200 + 20 * p}, 55%, ${70 - 20 * p}%)`);
        sky.addColorStop(1, "hsl(190, 35%, 88%)");
        g.fillStyle = sky;
        g.fillRect(0, 0, width, height);
        // Hills.
        g.fillStyle = "hsl(140, 30%, 38%)";
        g.beginPath();
        g.moveTo(0, height);
        for (let x = 0; x <= width; x += 8) g.lineTo(x, height * 0.72 + 18 * Math.sin(x / 70 + p * 2));
        g.lineTo(width, height);
        g.fill();
        // A pair of glasses gliding across.
        const cx = -120 + (width + 240) * p;
        const cy = height * 0.42 + 14 * Math.sin(p * Math.PI * 4);
        g.lineWidth = 9;
        g.strokeStyle = "hsl(205, 60%, 18%)";
        g.fillStyle = "rgba(255, 255, 255, 0.45)";
        for (const dx of [-62, 62]) {
          g.beginPath();
          g.arc(cx + dx, cy, 46, 0, Math.PI * 2);
          g.fill();
          g.stroke();
        }
        g.beginPath();
        g.moveTo(cx - 16, cy - 6);
        g.quadraticCurveTo(cx, cy - 20, cx + 16, cy - 6);
        g.stroke();
        g.fillStyle = "hsl(205, 60%, 18%)";
        g.font = "bold 30px sans-serif";
        g.fillText("Optik Seeblick", 24, 48);
      };
      draw(0);
      const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 450_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = performance.now() - start;
          draw(Math.min(t, duration));
          if (t < duration) requestAnimationFrame(frame);
          else resolve();
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width: WIDTH, height: HEIGHT, duration: DURATION_MS },
  );
  const webm = withDuration(Buffer.from(base64, "base64"), DURATION_MS);
  writeFileSync(OUT, webm);
  console.log(`wrote ${OUT.pathname}: ${webm.length} bytes`);
} finally {
  await browser.close();
}

// --- EBML: just enough to add Duration (0x4489, float64, in TimecodeScale units = ms) to Segment > Info. ---

function readVint(buf, pos, keepMarker) {
  const first = buf[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[pos + i];
  return { value, length };
}

function sizeVint(size) {
  // Always 8 bytes: 0x01 marker, then 7 bytes of size.
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  let rest = size;
  for (let i = 7; i >= 1; i--) {
    out[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  return out;
}

function withDuration(buf, durationMs) {
  const SEGMENT = 0x18538067;
  const INFO = 0x1549a966;
  let pos = 0;
  // EBML header, then Segment.
  const headerId = readVint(buf, pos, true);
  const headerSize = readVint(buf, pos + headerId.length, false);
  pos += headerId.length + headerSize.length + headerSize.value;
  const segmentId = readVint(buf, pos, true);
  if (segmentId.value !== SEGMENT) throw new Error("no Segment after the EBML header");
  const segmentSize = readVint(buf, pos + segmentId.length, false);
  pos += segmentId.length + segmentSize.length;
  // Children of Segment until Info.
  for (;;) {
    const id = readVint(buf, pos, true);
    const size = readVint(buf, pos + id.length, false);
    if (id.value === INFO) {
      const bodyStart = pos + id.length + size.length;
      const body = buf.subarray(bodyStart, bodyStart + size.value);
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(0x4489, 0);
      duration[2] = 0x88; // size 8
      duration.writeDoubleBE(durationMs, 3);
      const newBody = Buffer.concat([body, duration]);
      return Buffer.concat([buf.subarray(0, pos), buf.subarray(pos, pos + id.length), sizeVint(newBody.length), newBody, buf.subarray(bodyStart + size.value)]);
    }
    pos += id.length + size.length + size.value;
    if (pos >= buf.length) throw new Error("no Info element in the Segment");
  }
}
