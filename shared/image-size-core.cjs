// The pixel size of a PNG, JPEG, GIF or WebP read from the file's header without decoding it:
// - of an image embedded as a data: URI (how Word pictures arrive in article HTML), so a page can
//   give the <img> its width and height and reserve its box before it is painted (no layout shift);
// - of an uploaded file, so a "decompression bomb" (a 70 KB PNG that says 24000 × 24000 pixels and
//   takes a gigabyte to decode into a thumbnail) is refused before it is stored: in the browser
//   before upload (image-size.ts) and on the server for every image field (pb_hooks/lib/image-size.js).
// CommonJS with no browser APIs (its own base64 decoding): the app (image-size.ts) and PocketBase's
// hooks (pb_hooks/lib/html-clean.js, pb_hooks/lib/image-size.js) use this one copy.
"use strict";

const DATA_URI = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
/** Enough of the file to reach a JPEG's frame header behind a typical EXIF block. */
const MAX_HEADER_BYTES = 128 * 1024;
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** @type {Record<string, number>} */
const B64_VALUE = {};
for (let i = 0; i < B64.length; i++) B64_VALUE[B64[i]] = i;

/**
 * The first bytes of the URI's file (null when the base64 is damaged).
 * @param {string} src
 * @param {number} prefixLength
 */
function headerBytes(src, prefixLength) {
  // Base64 decodes in groups of 4 characters; stray whitespace is not allowed in these URIs.
  const chars = Math.ceil((MAX_HEADER_BYTES * 4) / 3 / 4) * 4;
  const b64 = src.slice(prefixLength, prefixLength + chars).replace(/=+$/, "");
  const whole = b64.slice(0, b64.length - (b64.length % 4));
  const out = new Uint8Array((whole.length / 4) * 3);
  for (let i = 0, o = 0; i < whole.length; i += 4) {
    const a = B64_VALUE[whole[i]];
    const b = B64_VALUE[whole[i + 1]];
    const c = B64_VALUE[whole[i + 2]];
    const d = B64_VALUE[whole[i + 3]];
    if (a === undefined || b === undefined || c === undefined || d === undefined) return null;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = (n >> 16) & 255;
    out[o++] = (n >> 8) & 255;
    out[o++] = n & 255;
  }
  return out;
}

/** @typedef {{ width: number, height: number }} ImageSize */
/** @typedef {"png" | "jpeg" | "gif" | "webp"} ImageKind */
/** @typedef {(b: ArrayLike<number>, i: number) => number} Read */

/** @type {Read} */
const u16be = (b, i) => (b[i] << 8) | b[i + 1];
/** @type {Read} */
const u16le = (b, i) => b[i] | (b[i + 1] << 8);
/** @type {Read} */
const u24le = (b, i) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
/** @type {Read} */
const u32be = (b, i) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
/**
 * `n` bytes from `i` as text; a loop, so it reads a Go byte slice in the hooks as well.
 * @param {ArrayLike<number>} b
 * @param {number} i
 * @param {number} n
 */
function ascii(b, i, n) {
  let out = "";
  for (let k = i; k < i + n && k < b.length; k++) out += String.fromCharCode(b[k]);
  return out;
}

/**
 * @param {ArrayLike<number>} b
 * @returns {ImageSize | null}
 */
function png(b) {
  if (b.length < 24 || u32be(b, 0) !== 0x89504e47 || ascii(b, 12, 4) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/**
 * @param {ArrayLike<number>} b
 * @returns {ImageSize | null}
 */
function gif(b) {
  if (b.length < 10 || ascii(b, 0, 4).indexOf("GIF8") !== 0) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

/**
 * @param {ArrayLike<number>} b
 * @returns {ImageSize | null}
 */
function webp(b) {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const kind = ascii(b, 12, 4);
  if (kind === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (kind === "VP8L") {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (kind === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * @param {ArrayLike<number>} b
 * @returns {ImageSize | null}
 */
function jpeg(b) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/** The most pixels (width × height) an uploaded picture may have: 40 megapixels. */
const MAX_IMAGE_PIXELS = 40 * 1000 * 1000;

/**
 * The kind of image from its first bytes: "png" | "jpeg" | "gif" | "webp", or null.
 * @param {ArrayLike<number>} b
 * @returns {ImageKind | null}
 */
function imageKindOf(b) {
  if (b.length >= 8 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 6 && (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a")) return "gif";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "webp";
  return null;
}

/**
 * { kind, width, height } of the image file whose bytes are `b` (a Uint8Array or any indexable
 * bytes; a JPEG's frame header may sit behind large metadata, so pass the whole file), or null
 * when it is no PNG, JPEG, GIF or WebP or its header gives no size.
 * @param {ArrayLike<number>} b
 * @returns {(ImageSize & { kind: ImageKind }) | null}
 */
function imageSizeOfBytes(b) {
  const kind = imageKindOf(b);
  if (!kind) return null;
  const size = kind === "png" ? png(b) : kind === "gif" ? gif(b) : kind === "webp" ? webp(b) : jpeg(b);
  return size ? { kind, width: size.width, height: size.height } : null;
}

/**
 * "24000 × 24000 pixels (576 megapixels)" with thousands separated the same everywhere.
 * @param {ImageSize} size
 */
function sizeText(size) {
  /** @param {number} x */
  const n = (x) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, () => ",");
  const mp = (size.width * size.height) / 1e6;
  return `${n(size.width)} × ${n(size.height)} pixels (${mp >= 10 ? Math.round(mp) : mp.toFixed(1)} megapixels)`;
}

/**
 * Null when a picture of `size` may be uploaded, else the message that says so, naming the file
 * (the same words in the browser and from the server).
 * @param {string} fileName
 * @param {ImageSize | null} size
 * @returns {string | null}
 */
function imagePixelsProblem(fileName, size) {
  if (!size || size.width * size.height <= MAX_IMAGE_PIXELS) return null;
  return (
    `"${fileName}" is ${sizeText(size)}; a picture may have at most 40 megapixels. ` +
    `Make it smaller (for example 4000 × 3000 pixels) and upload it again.`
  );
}

/** The size of a PNG, JPEG, GIF or WebP data: URI; null for anything else or a damaged header. */
/**
 * The size of a PNG, JPEG, GIF or WebP data: URI; null for anything else or a damaged header.
 * @param {string} src
 * @returns {ImageSize | null}
 */
function dataUriImageSize(src) {
  const m = DATA_URI.exec(String(src || ""));
  if (!m) return null;
  const bytes = headerBytes(src, m[0].length);
  if (!bytes) return null;
  const type = m[1].toLowerCase();
  const size =
    type === "png" ? png(bytes) : type === "gif" ? gif(bytes) : type === "webp" ? webp(bytes) : jpeg(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

module.exports = { dataUriImageSize, imageKindOf, imageSizeOfBytes, imagePixelsProblem, MAX_IMAGE_PIXELS };
