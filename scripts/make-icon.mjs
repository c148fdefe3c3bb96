// Draws the app icon (a gold shield bearing ledger lines on a dark tile) and
// writes it as a 512x512 PNG to assets/icon.png. electron-builder derives the
// .ico and .icns from it. Run: node scripts/make-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
/** Samples per pixel along each axis; 4x4 gives smooth edges without a graphics library. */
const SUPERSAMPLE = 4;

const TILE_TOP = [0x3a, 0x24, 0x4f];
const TILE_BOTTOM = [0x1f, 0x14, 0x2e];
const RIM = [0xa8, 0x74, 0x22];
const GOLD = [0xe6, 0xb4, 0x4f];
const INK = [0x2b, 0x1d, 0x3a];

/** Half-width of the shield at height y, or -1 outside it; the bottom narrows to a point. */
function shieldHalfWidth(y, inset) {
  const top = 104 + inset;
  const shoulder = 270;
  const tip = 424 - inset * 1.6;
  const half = 124 - inset;
  if (y < top || y > tip) return -1;
  if (y <= shoulder) return half;
  return half * Math.cos((Math.PI / 2) * ((y - shoulder) / (tip - shoulder)));
}

function insideRoundedSquare(x, y, margin, radius) {
  const lo = margin + radius;
  const hi = SIZE - margin - radius;
  const dx = Math.max(lo - x, 0, x - hi);
  const dy = Math.max(lo - y, 0, y - hi);
  return dx * dx + dy * dy <= radius * radius;
}

function insideLedgerLine(x, y) {
  for (const [lineY, halfLength] of [
    [178, 78],
    [232, 78],
    [286, 62],
  ]) {
    const dx = Math.max(Math.abs(x - 256) - halfLength, 0);
    const dy = y - lineY;
    if (dx * dx + dy * dy <= 9 * 9) return true;
  }
  return false;
}

/** Colour and coverage of one sample point. */
function sample(x, y) {
  if (!insideRoundedSquare(x, y, 16, 96)) return undefined;
  const outer = shieldHalfWidth(y, 0);
  if (outer >= 0 && Math.abs(x - 256) <= outer) {
    const inner = shieldHalfWidth(y, 14);
    if (inner < 0 || Math.abs(x - 256) > inner) return RIM;
    return insideLedgerLine(x, y) ? INK : GOLD;
  }
  const t = y / SIZE;
  return TILE_TOP.map((top, i) => top + (TILE_BOTTOM[i] - top) * t);
}

const rows = Buffer.alloc(SIZE * (1 + SIZE * 4));
for (let py = 0; py < SIZE; py++) {
  const rowStart = py * (1 + SIZE * 4);
  rows[rowStart] = 0; // filter: none
  for (let px = 0; px < SIZE; px++) {
    const sum = [0, 0, 0, 0];
    for (let sy = 0; sy < SUPERSAMPLE; sy++) {
      for (let sx = 0; sx < SUPERSAMPLE; sx++) {
        const colour = sample(px + (sx + 0.5) / SUPERSAMPLE, py + (sy + 0.5) / SUPERSAMPLE);
        if (!colour) continue;
        sum[0] += colour[0];
        sum[1] += colour[1];
        sum[2] += colour[2];
        sum[3] += 1;
      }
    }
    const offset = rowStart + 1 + px * 4;
    const count = sum[3];
    rows[offset] = count ? Math.round(sum[0] / count) : 0;
    rows[offset + 1] = count ? Math.round(sum[1] / count) : 0;
    rows[offset + 2] = count ? Math.round(sum[2] / count) : 0;
    rows[offset + 3] = Math.round((255 * count) / (SUPERSAMPLE * SUPERSAMPLE));
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bits per channel
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(rows, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../assets/icon.png', import.meta.url), png);
console.log(`assets/icon.png: ${SIZE}x${SIZE}, ${png.length} bytes`);
