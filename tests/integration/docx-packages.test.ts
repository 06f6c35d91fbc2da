// The server accepts a .docx by what it is, not by PocketBase's content sniff (issue 22): Word for
// Mac's layout (docProps/ and folder entries before word/, which the sniff calls a plain zip) and
// Word Online's word/document2.xml are saved; a renamed .exe, a random zip, a spreadsheet and a
// package with lying size headers are refused with a plain message on `doc`. The same files as the
// browser preflight's unit test (src/lib/docx/docx-package.test.ts), the same verdicts.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  document2Docx,
  hugeTableDocx,
  lyingHeadersDocx,
  manyPicturesDocx,
  macOrderDocx,
  randomZip,
  renamedExe,
  spreadsheetPackage,
} from "@/lib/docx/test-packages";
import { startTestServer, type TestServer } from "./support/server";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
let s: TestServer;
let seq = 0;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

async function upload(doc: Uint8Array, name = "article.docx") {
  const f = new FormData();
  const n = ++seq;
  f.append("name", `Package ${n}`);
  f.append("seoURL", `package-${n}`);
  f.append("active", "false");
  f.append("doc", new File([new Uint8Array(doc)], name, { type: DOCX_MIME }));
  const res = await fetch(`${s.url}/api/collections/currentAffairs/records`, {
    method: "POST",
    headers: { Authorization: s.staff.authStore.token },
    body: f,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      id?: string;
      doc?: string;
      data?: Record<string, { code: string; message: string }>;
    },
  };
}

// Real LibreOffice 7.4 output (src/features/quizzes/fixtures/libreoffice: _rels/ and docProps/ first).
const libreOffice = async () =>
  new Uint8Array(readFileSync(resolve("src/features/quizzes/fixtures/libreoffice/lo-numbered-paper.docx")));

describe("Word files from other writers are saved", () => {
  it.each([
    ["Word for Mac's order (docProps/ and folders first)", macOrderDocx],
    ["Word Online's word/document2.xml", document2Docx],
    ["LibreOffice's own .docx", libreOffice],
  ])("%s", async (_name, make) => {
    const res = await upload(await make());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.doc).toMatch(/\.docx$/);
    const stored = await s.staff.collection("currentAffairs").getOne(res.body.id!);
    expect(stored.doc).toBe(res.body.doc);
  });
});

describe("files that are not Word documents are refused on `doc`", () => {
  // PocketBase's sniff already refuses what it recognises as something else (an .exe, a
  // spreadsheet); whatever it lets through, the server's own check refuses.
  it.each([
    ["a renamed .exe", async () => renamedExe(), /^(invalid_docx_not_docx|validation_invalid_mime_type)$/],
    ["a random zip", randomZip, /^invalid_docx_not_docx$/],
    ["a spreadsheet", spreadsheetPackage, /^(invalid_docx_not_docx|validation_invalid_mime_type)$/],
    ["a package with lying size headers", lyingHeadersDocx, /^invalid_docx_zip_bomb$/],
  ])("%s", async (_name, make, code) => {
    const before = await s.staff.collection("currentAffairs").getList(1, 1);
    const res = await upload(await make());
    expect(res.status).toBe(400);
    expect(res.body.data?.doc?.code).toMatch(code);
    if (res.body.data?.doc?.code.startsWith("invalid_docx")) {
      expect(res.body.data.doc.message).toMatch(/Word document/);
    }
    // Nothing half-saved.
    expect((await s.staff.collection("currentAffairs").getList(1, 1)).totalItems).toBe(before.totalItems);
  });
});

describe("documents refused for their size get a message naming it and what to do", () => {
  it.each([
    [
      "a document with 5,000 pictures",
      () => manyPicturesDocx(5000),
      /^This document has 5003 parts .*at most 2000 are accepted\. Split it/,
    ],
    [
      "a document of one huge table",
      hugeTableDocx,
      /^This document unpacks to more than 120 MB \(a very long table/,
    ],
  ])("%s", async (_name, make, message) => {
    const before = await s.staff.collection("currentAffairs").getList(1, 1);
    const res = await upload(await make());
    expect(res.status).toBe(400);
    expect(res.body.data?.doc?.code).toBe("invalid_docx_zip_bomb");
    expect(res.body.data?.doc?.message).toMatch(message);
    expect((await s.staff.collection("currentAffairs").getList(1, 1)).totalItems).toBe(before.totalItems);
  });
});
