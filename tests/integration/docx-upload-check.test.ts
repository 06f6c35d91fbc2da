// An article's `doc` is checked as an archive on the server (pb_hooks/docx-check.pb.js), not only
// by its MIME type: a zip bomb, a truncated or corrupt DOCX, and a zip without word/document.xml
// are refused with a field error on `doc`, on create and on update, from a staff API client that
// skips the browser's preflight. A real DOCX is accepted.
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestDocx, makeZipBomb, para } from "@/lib/docx/test-docx";
import { startTestServer, type TestServer } from "./support/server";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
let s: TestServer;
let valid: Uint8Array;
let seq = 0;

beforeAll(async () => {
  s = await startTestServer();
  valid = await makeTestDocx({ body: para("Punjab budget", "Heading1") + para("Key points") });
});
afterAll(async () => s?.stop());

/** A small valid-looking DOCX whose central directory declares `bytes` unpacked for document.xml. */
async function declaresHugeSize(bytes: number): Promise<Uint8Array> {
  const out = (await makeTestDocx({ body: para("tiny") })).slice();
  const view = new DataView(out.buffer);
  // Walk the central directory (its offset is in the end record) to the document.xml entry.
  const eocd = out.byteLength - 22;
  expect(view.getUint32(eocd, true)).toBe(0x06054b50);
  let p = view.getUint32(eocd + 16, true);
  for (let n = view.getUint16(eocd + 10, true); n > 0; n--) {
    const nameLen = view.getUint16(p + 28, true);
    const name = new TextDecoder().decode(out.subarray(p + 46, p + 46 + nameLen));
    if (name === "word/document.xml") view.setUint32(p + 24, bytes, true);
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return out;
}

/** Valid first half (so the MIME sniffer still sees a DOCX), random bytes after. */
function corruptTail(docx: Uint8Array): Uint8Array {
  const out = docx.slice();
  for (let i = Math.floor(out.length / 2); i < out.length; i++) out[i] = (i * 7919 + 13) & 0xff;
  return out;
}

async function noDocumentXml(): Promise<Uint8Array> {
  const zip = new JSZip();
  // The package parts Word writes first, so the upload still sniffs as a DOCX.
  zip.file("[Content_Types].xml", "<Types/>");
  zip.file("word/styles.xml", "<w:styles/>");
  return zip.generateAsync({ type: "uint8array" });
}

function form(doc: Uint8Array, name = "article.docx") {
  const f = new FormData();
  const n = ++seq;
  f.append("name", `Docx check ${n}`);
  f.append("seoURL", `docx-check-${n}`);
  f.append("active", "false");
  f.append("doc", new File([new Uint8Array(doc)], name, { type: DOCX_MIME }));
  return f;
}

async function send(body: FormData, id?: string) {
  const res = await fetch(`${s.url}/api/collections/currentAffairs/records${id ? `/${id}` : ""}`, {
    method: id ? "PATCH" : "POST",
    headers: { Authorization: s.staff.authStore.token },
    body,
  });
  return { status: res.status, body: await res.json() };
}

function expectDocError(res: {
  status: number;
  body: { data?: Record<string, { code: string; message: string }> };
}) {
  expect(res.status).toBe(400);
  const err = res.body.data?.doc;
  expect(err, JSON.stringify(res.body)).toBeDefined();
  expect(err!.message.length).toBeGreaterThan(20);
  return err!;
}

describe("the server checks an uploaded DOCX as an archive", () => {
  const bad: [string, () => Promise<Uint8Array>, RegExp][] = [
    ["a zip bomb (20 MB of text packed small)", () => makeZipBomb(20), /^invalid_docx_zip_bomb$/],
    [
      "a small file declaring a huge unpacked size",
      // Over the 120 MB cap of DOCX_PREFLIGHT_LIMITS (shared/rules-core.cjs).
      () => declaresHugeSize(200 * 1024 * 1024),
      /^invalid_docx_zip_bomb$/,
    ],
    ["a truncated DOCX", async () => valid.slice(0, valid.length - 40), /^invalid_docx_corrupt$/],
    ["a DOCX with a corrupt second half", async () => corruptTail(valid), /^invalid_docx_/],
    ["a zip without word/document.xml", noDocumentXml, /^invalid_docx_not_docx$/],
    // PocketBase's MIME check already refuses these; they stay refused.
    [
      "random bytes named .docx",
      async () => Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24),
      /^(invalid_docx_not_docx|validation_invalid_mime_type)$/,
    ],
  ];

  for (const [label, make, code] of bad) {
    it(`refuses ${label} on create, with a field error on doc`, async () => {
      const err = expectDocError(await send(form(await make())));
      expect(err.code).toMatch(code);
    });

    it(`refuses ${label} on update and keeps the stored document`, async () => {
      const created = await send(form(valid));
      expect(created.status).toBe(200);
      const f = new FormData();
      f.append("doc", new File([new Uint8Array(await make())], "replacement.docx", { type: DOCX_MIME }));
      const err = expectDocError(await send(f, created.body.id));
      expect(err.code).toMatch(code);
      const after = await s.staff.collection("currentAffairs").getOne(created.body.id);
      expect(after.doc).toBe(created.body.doc);
    });
  }

  it("accepts a real DOCX on create and on update", async () => {
    const created = await send(form(valid));
    expect(created.status).toBe(200);
    expect(created.body.doc).toMatch(/\.docx$/);
    const f = new FormData();
    f.append("doc", new File([new Uint8Array(valid)], "second.docx", { type: DOCX_MIME }));
    const updated = await send(f, created.body.id);
    expect(updated.status).toBe(200);
    expect(updated.body.doc).toMatch(/^second_.*\.docx$/);
  });

  it("says in plain words what is wrong", async () => {
    const err = expectDocError(await send(form(await makeZipBomb(20))));
    expect(err.message).toMatch(/Word document/);
    expect(err.message).not.toMatch(/zip64|central directory|EOCD/i);
  });
});
