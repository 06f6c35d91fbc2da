// Issue 25, hole 5: uploaded scripts. A GIF that is also JavaScript, uploaded as an article
// picture named p.js, was stored as p_….js and served as text/javascript, and the pages' CSP
// (script-src 'self') let a page run it. Now (pb_hooks/lib/upload-types.js, lib/security.js) a new
// file's extension matches its bytes, a stored file is served with its sniffed picture type or as
// an attachment, and the pages' script-src no longer covers /api/files/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gifFile } from "../../src/testing/image-files";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    shell: `<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>`,
  });
});
afterAll(async () => {
  await s?.stop();
});

/** GIF89a + a 10799 × 1 logical screen inside a JS comment, then a statement: both a GIF and a script. */
function polyglot(): Buffer<ArrayBuffer> {
  const gif = gifFile(1, 1);
  const body = gif.subarray(10).toString("latin1").replace(/\*\//g, "");
  return Buffer.from(`GIF89a/*\x01\x00${body}*/=1;document.title="ran";`, "latin1");
}

const file = (bytes: Buffer<ArrayBuffer> | string, name: string, type: string) =>
  new File([bytes], name, { type });

let n = 0;
const article = (images: File[]) => ({
  name: `Upload ${++n}`,
  date: "2026-11-22 00:00:00.000Z",
  seoURL: `upload-${n}`,
  active: true,
  html: "<p>x</p>",
  images,
});

async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    return (err as { status: number }).status;
  }
}

describe("uploaded files as pictures", () => {
  it("p.js holding a GIF/JS polyglot is stored as .gif and served as image/gif, never as a script", async () => {
    const bytes = polyglot();
    expect(bytes.subarray(0, 6).toString()).toBe("GIF89a");
    const rec = await s.staff
      .collection("currentAffairs")
      .create(article([file(bytes, "p.js", "text/javascript")]));
    const stored = (rec["images"] as string[])[0]!;
    expect(stored).toMatch(/^\w+\.gif$/);
    const res = await fetch(`${s.url}/api/files/currentAffairs/${rec.id}/${stored}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    // The old address (.js) does not exist.
    const js = await fetch(`${s.url}/api/files/currentAffairs/${rec.id}/${stored.replace(/\.gif$/, ".js")}`);
    expect(js.status).toBe(404);
    expect(js.headers.get("content-type") ?? "").not.toMatch(/javascript/);
  });

  it("p.html and p.svg are refused as pictures", async () => {
    const html = file("<!doctype html><script>alert(1)</script>", "p.html", "text/html");
    const svg = file(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
      "p.svg",
      "image/svg+xml",
    );
    for (const f of [html, svg]) {
      // Refused on the field, naming the file type, and nothing is stored.
      const before = (await s.staff.collection("currentAffairs").getList(1, 1)).totalItems;
      const refused = await s.staff
        .collection("currentAffairs")
        .create(article([f]))
        .then(
          () => null,
          (err: { status: number; response: { data: Record<string, { code: string; message: string }> } }) =>
            err,
        );
      expect(refused?.status, f.name).toBe(400);
      expect(refused?.response.data["images"]?.code, f.name).toBe("validation_invalid_mime_type");
      expect(refused?.response.data["images"]?.message, f.name).toMatch(/type|image/i);
      expect((await s.staff.collection("currentAffairs").getList(1, 1)).totalItems).toBe(before);
      const me = s.staff.authStore.record!;
      expect(
        await statusOf(s.staff.collection("courses").create({ name: "C", price: 1, image: f })),
        f.name,
      ).toBe(400);
      // PocketBase's own users avatar field takes SVG: an SVG avatar is an attachment, not a document.
      if (f === svg) {
        const u = await s.staff.collection("users").update(me.id, { avatar: f });
        const res = await fetch(`${s.url}/api/files/users/${me.id}/${u["avatar"] as string}`, {
          headers: { Authorization: s.staff.authStore.token },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
        expect(res.headers.get("content-type")).toBe("application/octet-stream");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      } else {
        expect(await statusOf(s.staff.collection("users").update(me.id, { avatar: f })), f.name).toBe(400);
      }
    }
  });

  it("a PDF named brochure.html is stored as .pdf and downloaded as an attachment", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    // The template has no settings record yet (the seed makes it): a superuser may add it.
    const rec = await s.admin
      .collection("settings")
      .create({ instituteName: "Academy", brochure: file(pdf, "brochure.html", "application/pdf") });
    expect(rec["brochure"]).toMatch(/\.pdf$/);
    const res = await fetch(`${s.url}/api/files/settings/${rec.id}/${rec["brochure"] as string}`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="brochure_\w+\.pdf"$/);
  });
});

describe("the pages' CSP", () => {
  it("does not let a page load a script from the files route", async () => {
    for (const path of ["/", "/currentaffairs", "/admin"]) {
      const res = await fetch(`${s.url}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      const script = (csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "")
        .trim()
        .split(/\s+/);
      expect(script[0], path).toBe("script-src");
      const sources = script.slice(1);
      expect(sources.length, path).toBeGreaterThan(0);
      const host = new URL(s.url).host;
      expect(sources, path).toContain(`${host}/assets/`);
      for (const src of sources) {
        // Only path-restricted host sources (or hashes): never 'self', *, a scheme or a bare host.
        expect(src, path).toMatch(/^(?:'sha256-[^']+'|[^/'*\s]+\/assets\/)$/);
      }
    }
  });
});
