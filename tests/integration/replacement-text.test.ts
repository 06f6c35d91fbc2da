// Issue 25, hole 1: text from the request must never reach String.replace as replacement text.
// "$`", "$&" and "$'" there expand to the page before, at and after the match, so a 24 KB URL
// once made a 53 MB page. The hreflang links (pb_hooks/lib/lang.js) carry the path and query into
// every page, 404s and the admin included; they must come out literally, HTML-escaped.
import { request } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

let srv: TestServer;
const SHELL = `<!doctype html>
<html lang="en">
  <head><title>Shell</title>${'<meta name="filler" content="a head of some size" />'.repeat(40)}</head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  srv = await startTestServer({ shell: SHELL });
});
afterAll(async () => {
  await srv?.stop();
});

/** A GET with the path sent byte for byte as written (fetch would percent-encode the backtick). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const hrefs = (html: string) =>
  Object.fromEntries([...html.matchAll(/hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

describe("request text in the page's <head>", () => {
  // Each pattern many times over, as an attacker would; a same-length plain path is the yardstick.
  const evil = "$`$&$'".repeat(200);
  const plain = "x".repeat(evil.length);

  for (const [name, base] of [
    ["a page", "/currentaffairs/"],
    ["a 404", "/no-such-page/"],
    ["the admin", "/admin/"],
  ] as const) {
    it(`stays the size of a normal page on ${name}, with the text literally in the hreflang links`, async () => {
      const normal = await rawGet(`${base}${plain}?q=${plain}`);
      const attack = await rawGet(`${base}${evil}?q=${evil}`);
      expect(attack.status).toBe(normal.status);
      expect(attack.body.length).toBeLessThan(normal.body.length * 2);

      const links = hrefs(attack.body);
      expect(Object.keys(links).sort()).toEqual(["en", "pa", "x-default"]);
      const site = srv.url;
      expect(links["en"]).toBe(escapeHtml(`${site}${base}${evil}?q=${evil}&lang=en`));
      expect(links["pa"]).toBe(escapeHtml(`${site}${base}${evil}?q=${evil}&lang=pa`));
      expect(links["x-default"]).toBe(escapeHtml(`${site}${base}${evil}?q=${evil}`));
      // The head appears once: nothing was copied into it.
      expect(attack.body.match(/<\/head>/g)).toHaveLength(1);
      expect(attack.body.match(/<title>/g)).toHaveLength(1);
    });
  }
});

describe("no replacement strings built from data, anywhere on the server", () => {
  // Every String.replace/replaceAll in the hooks and the shared cores must take a function or a
  // fixed string as its replacement: text from a request or a record may hold "$`", "$&" or "$'".
  // Numbers cannot, so these two (first-paint.js's plural and minutes) are listed as fine.
  const NUMBERS_ONLY = new Set(["String(n)", "String(Number(q.timeLimit))"]);
  const root = new URL("../../", import.meta.url).pathname;
  const files = [
    ...readdirSync(join(root, "pb_hooks"))
      .filter((f) => f.endsWith(".js"))
      .map((f) => join("pb_hooks", f)),
    ...readdirSync(join(root, "pb_hooks/lib"))
      .filter((f) => f.endsWith(".js"))
      .map((f) => join("pb_hooks/lib", f)),
    ...readdirSync(join(root, "src/lib"))
      .filter((f) => /-core\.(cjs|js)$/.test(f))
      .map((f) => join("src/lib", f)),
  ];

  /** "file:line: argument" for each replacement that is neither a function nor fixed text. */
  function dataReplacements(file: string): string[] {
    const text = readFileSync(join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ["replace", "replaceAll"].includes(node.expression.name.text) &&
        node.arguments.length >= 2
      ) {
        const arg = node.arguments[1]!;
        const fixed =
          ts.isArrowFunction(arg) ||
          ts.isFunctionExpression(arg) ||
          ts.isStringLiteral(arg) ||
          ts.isNoSubstitutionTemplateLiteral(arg) ||
          NUMBERS_ONLY.has(arg.getText(source));
        if (!fixed) {
          const line = source.getLineAndCharacterOfPosition(arg.getStart(source)).line + 1;
          found.push(`${file}:${line}: ${arg.getText(source)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  it("every replacement in pb_hooks and src/lib/*-core is a function or fixed text", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap(dataReplacements)).toEqual([]);
  });
});
