// The pixel size of an image embedded as a data: URI (how Word pictures arrive in article HTML),
// read from the file's header without decoding it, so the page can give the <img> its width and
// height and reserve its box before the picture is painted (no layout shift).

const DATA_URI = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
/** Enough of the file to reach a JPEG's frame header behind a typical EXIF block. */
const MAX_HEADER_BYTES = 128 * 1024;

export interface ImageSize {
  width: number;
  height: number;
}

function headerBytes(src: string, prefixLength: number): Uint8Array | null {
  // Base64 decodes in groups of 4 characters; stray whitespace is not allowed in these URIs.
  const chars = Math.ceil((MAX_HEADER_BYTES * 4) / 3 / 4) * 4;
  const b64 = src.slice(prefixLength, prefixLength + chars).replace(/=+$/, "");
  const whole = b64.slice(0, b64.length - (b64.length % 4));
  try {
    const bin = atob(whole);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function png(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || u32be(b, 0) !== 0x89504e47 || ascii(b, 12, 4) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): ImageSize | null {
  if (b.length < 10 || !ascii(b, 0, 4).startsWith("GIF8")) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): ImageSize | null {
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

function jpeg(b: Uint8Array): ImageSize | null {
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

/** The size of a PNG, JPEG, GIF or WebP data: URI; null for anything else or a damaged header. */
export function dataUriImageSize(src: string): ImageSize | null {
  const m = DATA_URI.exec(src);
  if (!m) return null;
  const bytes = headerBytes(src, m[0].length);
  if (!bytes) return null;
  const type = m[1].toLowerCase();
  const size =
    type === "png" ? png(bytes) : type === "gif" ? gif(bytes) : type === "webp" ? webp(bytes) : jpeg(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
