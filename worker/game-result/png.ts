// A PNG encoder for flat pictures (the game result's preview image, decision 129): palette pixels packed two bits
// each (four colours: a quarter of the bytes to compress), no filtering, compressed by the runtime's own
// CompressionStream ("deflate" is the zlib format PNG wants).

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A palette picture of at most four colours: `pixels` holds one palette index (0 to 3) per pixel, row by row. */
export type PalettePicture = { width: number; height: number; pixels: Uint8Array; palette: readonly (readonly [number, number, number])[] };

/** The picture as PNG bytes (colour type 3, bit depth 2). */
export async function encodePng({ width, height, pixels, palette }: PalettePicture): Promise<Uint8Array<ArrayBuffer>> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  if (palette.length > 4) throw new Error("encodePng packs two bits a pixel: at most four colours");
  header.set([2, 3, 0, 0, 0], 8);
  // Each row starts with its filter type: 0, none (flat colours compress well without); four pixels a byte, first
  // pixel in the highest bits.
  const rowBytes = Math.ceil(width / 4) + 1;
  const raw = new Uint8Array(height * rowBytes);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) raw[y * rowBytes + 1 + (x >> 2)]! |= (pixels[row + x]! & 3) << (6 - 2 * (x & 3));
  }
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk("IHDR", header),
    chunk("PLTE", Uint8Array.from(palette.flat())),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
