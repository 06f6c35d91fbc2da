// The loopback page renderer (scripts/lib/render-server.mjs) with a stand-in bundle that counts
// its renders: who may ask, what it refuses, and that identical requests in flight share one render.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRenderServer } from "../../scripts/lib/render-server.mjs";

const dir = mkdtempSync(join(tmpdir(), "render-server-"));
const bundle = join(dir, "bundle.mjs");
writeFileSync(
  bundle,
  `let renders = 0;
export async function prepare() {}
export async function render({ url, lang }) {
  renders++;
  await new Promise((r) => setTimeout(r, 150));
  return { html: "<p>" + url + " " + lang + "</p>", data: {}, status: 200, complete: true, renders };
}`,
);
let srv: { url: string; token: string; close: () => Promise<void> };
const API = "http://127.0.0.1:9";

beforeAll(async () => {
  const s = await startRenderServer({ bundle });
  if (!s) throw new Error("the renderer did not start");
  srv = s;
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (body: unknown, token = srv.token) =>
  fetch(`${srv.url}/render`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-render-token": token },
    body: JSON.stringify(body),
  });
const job = (url: string, lang = "en") => ({ url, lang, route: "home", origin: "http://x", api: API });

describe("render server", () => {
  it("answers only with its token, and only for a loopback API and a known language", async () => {
    expect((await ask(job("/"), "wrong")).status).toBe(404);
    expect((await ask({ ...job("/"), api: "http://example.com:80" })).status).toBe(400);
    expect((await ask(job("/", "fr"))).status).toBe(400);
    const ok = await ask(job("/"));
    expect(ok.status).toBe(200);
    expect((await ok.json()).html).toBe("<p>/ en</p>");
  });

  it("identical requests in flight share one render; different pages or languages do not", async () => {
    const before = (await (await ask(job("/count"))).json()).renders as number;
    const answers = await Promise.all([
      ask(job("/a")),
      ask(job("/a")),
      ask(job("/a")),
      ask(job("/a", "pa")),
      ask(job("/b")),
    ]);
    const pages = await Promise.all(answers.map((r) => r.json()));
    expect(pages.map((p) => p.html)).toEqual([
      "<p>/a en</p>",
      "<p>/a en</p>",
      "<p>/a en</p>",
      "<p>/a pa</p>",
      "<p>/b en</p>",
    ]);
    expect(new Set(pages.slice(0, 3).map((p) => p.renders)).size).toBe(1);
    expect(Math.max(...pages.map((p) => p.renders))).toBe(before + 3);
    // Once done, the next request renders again (nothing is cached here: PocketBase caches).
    expect((await (await ask(job("/a"))).json()).renders).toBe(before + 4);
  });
});
