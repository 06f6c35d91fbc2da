// Reads and extracts a zip (a PocketBase backup) with streams, so a backup of many gigabytes of
// uploads is never held in memory. Checks what a restore relies on and says plainly what is wrong:
// not a zip at all, cut short, an entry whose bytes fail their CRC, a name that escapes the target.
// Zip64 (files over 4 GiB or more than 65,535 entries, which Go's archive/zip writes) is read too.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw } from "node:zlib";

export class ZipError extends Error {}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crcUpdate(crc, buf) {
  let c = crc ^ 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function readAt(fh, position, length) {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/**
 * Lists a zip's entries from its central directory.
 * @returns {Promise<Array<{ name: string, method: number, crc: number, compressedSize: number,
 *   size: number, localOffset: number }>>}
 */
export async function readZipEntries(file) {
  const { size: fileSize } = await stat(file);
  const fh = await open(file, "r");
  try {
    const head = await readAt(fh, 0, 4);
    if (head.length < 4 || head[0] !== 0x50 || head[1] !== 0x4b) {
      throw new ZipError(`it is not a zip file (it starts with bytes ${head.toString("hex") || "nothing"})`);
    }
    // The end-of-central-directory record sits in the last 22 bytes + an optional comment.
    const tailLen = Math.min(fileSize, 22 + 0xffff);
    const tail = await readAt(fh, fileSize - tailLen, tailLen);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0)
      throw new ZipError("the zip's directory at its end is missing: the file is truncated or damaged");
    let count = tail.readUInt16LE(eocd + 10);
    let cdSize = tail.readUInt32LE(eocd + 12);
    let cdOffset = tail.readUInt32LE(eocd + 16);
    if (eocd >= 20 && tail.readUInt32LE(eocd - 20) === 0x07064b50) {
      const z64at = Number(tail.readBigUInt64LE(eocd - 20 + 8));
      const z64 = await readAt(fh, z64at, 56);
      if (z64.length < 56 || z64.readUInt32LE(0) !== 0x06064b50)
        throw new ZipError("its zip64 directory is damaged");
      count = Number(z64.readBigUInt64LE(32));
      cdSize = Number(z64.readBigUInt64LE(40));
      cdOffset = Number(z64.readBigUInt64LE(48));
    }
    if (cdOffset + cdSize > fileSize)
      throw new ZipError("the zip is truncated (its directory points past the end)");
    const cd = await readAt(fh, cdOffset, cdSize);
    const entries = [];
    let p = 0;
    for (let i = 0; i < count; i++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50)
        throw new ZipError("the zip's directory is damaged");
      const flags = cd.readUInt16LE(p + 8);
      const nameLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const commentLen = cd.readUInt16LE(p + 32);
      const entry = {
        name: cd.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, p + 46 + nameLen),
        method: cd.readUInt16LE(p + 10),
        crc: cd.readUInt32LE(p + 16),
        compressedSize: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        localOffset: cd.readUInt32LE(p + 42),
      };
      // Zip64 extra field: the 64-bit values of whichever fields above are 0xFFFFFFFF, in order.
      const extra = cd.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen);
      for (let e = 0; e + 4 <= extra.length;) {
        const id = extra.readUInt16LE(e);
        const len = extra.readUInt16LE(e + 2);
        if (id === 0x0001) {
          let q = e + 4;
          for (const key of ["size", "compressedSize", "localOffset"]) {
            if (entry[key] === 0xffffffff && q + 8 <= e + 4 + len) {
              entry[key] = Number(extra.readBigUInt64LE(q));
              q += 8;
            }
          }
        }
        e += 4 + len;
      }
      if (entry.localOffset + entry.compressedSize > fileSize) {
        throw new ZipError(`the zip is truncated (${entry.name} runs past the end)`);
      }
      entries.push(entry);
      p += 46 + nameLen + extraLen + commentLen;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

function safeTarget(destDir, name) {
  const parts = name.split("/");
  if (name.startsWith("/") || name.includes("\\") || name.includes("\0") || parts.includes("..")) {
    throw new ZipError(`it contains an unsafe path: ${JSON.stringify(name)}`);
  }
  const target = resolve(destDir, name);
  if (!target.startsWith(resolve(destDir) + sep)) throw new ZipError(`it contains an unsafe path: ${name}`);
  return target;
}

/**
 * Extracts `entries` (from readZipEntries) of `file` into `destDir`, checking each entry's size and
 * CRC-32. `skip(name)` leaves entries out.
 */
export async function extractZip(file, entries, destDir, skip = () => false) {
  const fh = await open(file, "r");
  try {
    for (const entry of entries) {
      if (entry.name.endsWith("/") || skip(entry.name)) continue;
      const target = safeTarget(destDir, entry.name);
      await mkdir(dirname(target), { recursive: true });
      const local = await readAt(fh, entry.localOffset, 30);
      if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50) {
        throw new ZipError(`the zip is damaged (no header for ${entry.name})`);
      }
      const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      if (entry.method !== 0 && entry.method !== 8) {
        throw new ZipError(`${entry.name} uses an unsupported compression method (${entry.method})`);
      }
      if (entry.compressedSize === 0) {
        if (entry.size !== 0) throw new ZipError(`the zip is damaged (${entry.name})`);
        await writeFile(target, "");
        continue;
      }
      let crc = 0;
      let size = 0;
      const check = new Transform({
        transform(chunk, _enc, done) {
          crc = crcUpdate(crc, chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const raw = createReadStream(file, { start, end: start + entry.compressedSize - 1 });
      const stages = entry.method === 8 ? [raw, createInflateRaw(), check] : [raw, check];
      try {
        await pipeline(...stages, createWriteStream(target));
      } catch (err) {
        throw new ZipError(`the zip is damaged (${entry.name}: ${err.message})`);
      }
      if (size !== entry.size || crc !== entry.crc) {
        throw new ZipError(`the zip is damaged (${entry.name} fails its checksum)`);
      }
    }
  } finally {
    await fh.close();
  }
}
