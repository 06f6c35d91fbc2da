// A tiny PNG encoder so the seed can embed a real image in its documents without shipping
// binary files: a horizontal gradient banner with a darker band.
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

export function makeBannerPng(width = 320, height = 120, from = [14, 116, 144], to = [234, 179, 8]) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    const band = y > height * 0.4 && y < height * 0.6 ? 0.75 : 1;
    for (let x = 0; x < width; x++) {
      const t = x / (width - 1);
      for (let i = 0; i < 3; i++)
        raw[row + 1 + x * 3 + i] = Math.round((from[i] + (to[i] - from[i]) * t) * band);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG of `width` x `height` whose pixel (x, y) is `paint(x, y)` = [r, g, b]. */
export function paintPng(width, height, paint) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));

/**
 * A banner illustration (16:9): bands of colour from `from` to `to`, flat sun discs and a row of
 * books on a desk, so a slide's photo area looks like a picture rather than a flat colour. Flat
 * areas (no smooth gradient) keep the PNG and its thumbnails small: the banner is the home page's
 * largest picture, on phones on slow data.
 */
export function makeSlidePng(width = 1280, height = 720, from = [12, 74, 110], to = [245, 158, 11]) {
  const BANDS = 8;
  const discs = [
    [0.78, 0.3, 0.16],
    [0.9, 0.7, 0.08],
  ];
  const books = [
    [0.56, 0.12, [220, 38, 38]],
    [0.6, 0.16, [37, 99, 235]],
    [0.64, 0.1, [22, 163, 74]],
    [0.675, 0.14, [250, 204, 21]],
    [0.71, 0.18, [147, 51, 234]],
  ];
  return paintPng(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    const band = Math.min(BANDS - 1, Math.floor(u * BANDS));
    let c = mix(from, to, band / (BANDS - 1));
    for (const [cx, cy, r] of discs) {
      if (Math.hypot((u - cx) * (width / height), v - cy) < r) c = mix(c, [255, 255, 255], 0.2);
    }
    if (v > 0.82) c = [68, 40, 20];
    for (const [bx, h, col] of books) {
      if (u > bx && u < bx + 0.03 && v > 0.82 - h && v <= 0.82)
        c = u - bx < 0.004 ? mix(col, [0, 0, 0], 0.3) : col;
    }
    return c;
  });
}

/** A portrait placeholder (square): a head and shoulders on a tinted background. */
export function makePortraitPng(
  size = 320,
  bg = [219, 234, 254],
  skin = [198, 134, 66],
  shirt = [30, 64, 175],
) {
  return paintPng(size, size, (x, y) => {
    const u = x / size;
    const v = y / size;
    if (Math.hypot(u - 0.5, v - 0.4) < 0.17) return skin;
    if (v > 0.64 && Math.hypot((u - 0.5) * 0.9, v - 1.02) < 0.42) return shirt;
    return mix(bg, [255, 255, 255], v * 0.4);
  });
}

/**
 * A course cover (16:9): a diagonal gradient with two soft circles and an open book drawn in
 * white, its pages ruled like text. `variant` moves the circles so covers differ.
 */
export function makeCoursePng(
  width = 800,
  height = 450,
  from = [14, 116, 144],
  to = [30, 64, 175],
  variant = 0,
) {
  const circles = [
    [width * (0.15 + 0.1 * (variant % 3)), height * 0.2, height * 0.45],
    [width * (0.9 - 0.08 * (variant % 4)), height * 0.95, height * 0.55],
  ];
  const bookW = width * 0.42;
  const bookH = height * 0.46;
  const bx = (width - bookW) / 2;
  const by = (height - bookH) / 2;
  return paintPng(width, height, (x, y) => {
    let c = mix(from, to, (x / width + y / height) / 2);
    for (const [cx, cy, r] of circles) {
      if ((x - cx) ** 2 + (y - cy) ** 2 < r * r) c = mix(c, [255, 255, 255], 0.12);
    }
    if (x >= bx && x < bx + bookW && y >= by && y < by + bookH) {
      const spine = Math.abs(x - width / 2) < width * 0.006;
      if (spine) return mix(to, [0, 0, 0], 0.3);
      const lx = x < width / 2 ? x - bx : x - width / 2;
      const ly = y - by;
      const margin = bookW * 0.06;
      const line = ly > bookH * 0.15 && ly < bookH * 0.88 && Math.floor(ly / (bookH * 0.09)) % 2 === 0;
      const ruled = line && lx > margin && lx < bookW / 2 - margin && ly % (bookH * 0.09) < bookH * 0.04;
      return ruled ? mix(from, [255, 255, 255], 0.45) : [250, 250, 246];
    }
    return c;
  });
}
