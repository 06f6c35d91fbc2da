// An old-site article whose content is only its protected .docx: a guest reads a published one's
// file by its plain URL; signed-in staff previewing a draft ask for a file token first (without it
// PocketBase answers 404 and the page said "Failed to load document.").
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeTestDocx, para } from "@/lib/docx/test-docx";
import { pb } from "@/lib/pocketbase";
import { convertLegacyDocument } from "./convert-legacy-document";
import type { ArticleDetail } from "./get-current-affair";

const article = {
  id: "rec1",
  collectionId: "pbc_ca",
  collectionName: "currentAffairs",
  name: "Old draft",
  seoURL: "old-draft",
  doc: "old_abc123.docx",
  active: false,
} as unknown as ArticleDetail;

const jwt = () =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, "")}.sig`;

let docx: Uint8Array;
const fileRequests: URL[] = [];
let tokenRequests = 0;
const server = setupServer(
  http.post("*/api/files/token", () => {
    tokenRequests++;
    return HttpResponse.json({ token: "file-token-1" });
  }),
  http.get("*/api/files/pbc_ca/rec1/old_abc123.docx", ({ request }) => {
    const url = new URL(request.url);
    fileRequests.push(url);
    // As PocketBase does for a draft's protected file: 404 without a valid token.
    if (url.searchParams.get("token") !== "file-token-1") return new HttpResponse(null, { status: 404 });
    return new HttpResponse(docx, { headers: { "Content-Type": "application/octet-stream" } });
  }),
);

beforeAll(async () => {
  docx = await makeTestDocx({ body: para("Draft from the old site") });
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  server.resetHandlers();
  pb.authStore.clear();
  fileRequests.length = 0;
  tokenRequests = 0;
});
afterAll(() => server.close());

describe("convertLegacyDocument on a draft", () => {
  it("signed-in staff get the file with a token and see its text", async () => {
    pb.authStore.save(jwt(), { id: "u", collectionId: "c", collectionName: "users" } as never);
    const html = await convertLegacyDocument(article);
    expect(html).toContain("Draft from the old site");
    expect(tokenRequests).toBe(1);
    expect(fileRequests.map((u) => u.searchParams.get("token"))).toEqual(["file-token-1"]);
  });

  it("a guest asks without a token (and a draft's file is not theirs to read)", async () => {
    await expect(convertLegacyDocument(article)).rejects.toThrow("Document download failed (404).");
    expect(tokenRequests).toBe(0);
    expect(fileRequests.map((u) => u.search)).toEqual([""]);
  });
});
