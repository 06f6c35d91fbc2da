// @vitest-environment node
// The hooks' type check (pb_hooks/tsconfig.json, run by `npm run typecheck`) catches what it is
// there for: these compile small hook files, never written to disk, in the same program as the
// hooks (PocketBase's types.d.ts, jsvm-env.d.ts and the modules) and read TypeScript's verdict.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as ts from "typescript";
import { describe, expect, it } from "vitest";

const HOOKS = dirname(fileURLToPath(import.meta.url));
const PROBE = join(HOOKS, "typecheck-probe.pb.js");

function config() {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(HOOKS, "tsconfig.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error("pb_hooks/tsconfig.json could not be read");
  return parsed;
}

/** TypeScript's errors for `source` as a hook file beside the others: "TS<code>: message". */
function errorsOf(source: string): string[] {
  const { options } = config();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => f === PROBE || fileExists(f);
  host.readFile = (f) => (f === PROBE ? source : readFile(f));
  host.getSourceFile = (f, lang, ...rest) =>
    f === PROBE
      ? ts.createSourceFile(f, source, lang, true, ts.ScriptKind.JS)
      : getSourceFile(f, lang, ...rest);
  // The declarations first, as the tsconfig's "files" has them (jsvm-env.d.ts's overloads must
  // follow types.d.ts's), then the probe.
  const roots = [join(HOOKS, "types.d.ts"), join(HOOKS, "jsvm-env.d.ts"), PROBE];
  const program = ts.createProgram(roots, options, host);
  const file = program.getSourceFile(PROBE);
  if (!file) throw new Error("the probe was not compiled");
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
    (d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`,
  );
}

describe("the hooks' type check", { timeout: 60_000 }, () => {
  it("fails on a misspelt $app method and passes the right one", () => {
    // types.d.ts gives Go interfaces such as core.App an `any` index signature; with
    // noPropertyAccessFromIndexSignature only the methods it declares may be called with a dot.
    expect(errorsOf(`$app.findRecordByIdd("quizs", "abc");\n`)).toEqual([
      "TS4111: Property 'findRecordByIdd' comes from an index signature, so it must be accessed with ['findRecordByIdd'].",
    ]);
    expect(
      errorsOf(`onRecordCreate((e) => { e.app.findRecordByIdd("quizs", "abc"); return e.next(); });\n`),
    ).toEqual([expect.stringMatching(/^TS4111: Property 'findRecordByIdd' comes from an index signature/)]);
    expect(errorsOf(`$app.findRecordById("quizs", "abc");\n`)).toEqual([]);
    // The arguments are checked too.
    expect(errorsOf(`$app.findRecordById("quizs", 42);\n`)).toEqual([
      "TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
    ]);
  });

  it("types what a module required through __hooks exports, and refuses a path it does not know", () => {
    const seo = "require(`${__hooks}/lib/seo.js`)";
    expect(errorsOf(`${seo}.sitemapIndexXml("https://x.test", []);\n`)).toEqual([]);
    expect(errorsOf(`${seo}.sitemapIndexXm("https://x.test", []);\n`)).toEqual([
      expect.stringMatching(
        /^TS2551: Property 'sitemapIndexXm' does not exist .* Did you mean 'sitemapIndexXml'\?/,
      ),
    ]);
    // A wrong argument type is caught too (the module's JSDoc says `files` is a list).
    expect(errorsOf(`${seo}.sitemapIndexXml("https://x.test", "sitemap-1.xml");\n`)).toEqual([
      expect.stringMatching(/^TS2345: Argument of type 'string' is not assignable/),
    ]);
    expect(errorsOf("require(`${__hooks}/lib/no-such-module.js`).serve();\n")).toEqual([
      "TS2571: Object is of type 'unknown'.",
    ]);
  });

  it("gives record hooks their record and route handlers their request, and checks their methods", () => {
    const ok = `onRecordCreate((e) => {
  e.record.set("name", e.record.getString("name").trim());
  return e.next();
}, "quizs");
routerAdd("GET", "/api/x", (e) => e.json(200, { q: e.request.url.query().get("q") }));
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set("x", e.request.url.path);
  return e.next();
}, "quizs");
`;
    expect(errorsOf(ok)).toEqual([]);
    expect(errorsOf(`onRecordCreate((e) => { e.record.getStrin("name"); return e.next(); });\n`)).toEqual([
      expect.stringMatching(
        /^TS2551: Property 'getStrin' does not exist on type 'Record'\. Did you mean 'getString'\?/,
      ),
    ]);
  });

  it("has no errors in jsvm-env.d.ts itself (skipLibCheck would hide them)", () => {
    const { options } = config();
    const env = join(HOOKS, "jsvm-env.d.ts");
    const program = ts.createProgram([join(HOOKS, "types.d.ts"), env], { ...options, skipLibCheck: false });
    const file = program.getSourceFile(env);
    if (!file) throw new Error("jsvm-env.d.ts was not compiled");
    expect(
      program.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, " ")),
    ).toEqual([]);
  });

  it("covers every hook file except the ones listed as excluded", () => {
    const parsed = config();
    const checked = new Set(parsed.fileNames.map((f) => relative(HOOKS, f)));
    const excluded = new Set((parsed.raw as { exclude: string[] }).exclude);
    const hookFiles = [
      ...readdirSync(HOOKS).filter((f) => f.endsWith(".pb.js")),
      ...readdirSync(join(HOOKS, "lib"))
        .filter((f) => f.endsWith(".js"))
        .map((f) => `lib/${f}`),
    ];
    const unchecked = hookFiles.filter((f) => !checked.has(f) && !excluded.has(f));
    expect(unchecked).toEqual([]);
    // Every exclusion names a file that exists: none is left behind after a rename.
    expect([...excluded].filter((f) => !hookFiles.includes(f))).toEqual([]);
  });

  it("covers every shared module (shared/*.cjs) in shared/tsconfig.json", () => {
    const dir = join(HOOKS, "../shared");
    const parsed = ts.getParsedCommandLineOfConfigFile(join(dir, "tsconfig.json"), undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    });
    const checked = (parsed?.fileNames ?? []).map((f) => relative(dir, f)).sort();
    const modules = readdirSync(dir)
      .filter((f) => f.endsWith(".cjs"))
      .sort();
    expect(checked).toEqual(modules);
    expect(parsed?.options.checkJs).toBe(true);
  });

  it("requires only files that exist, each known to jsvm-env.d.ts (hooks and migrations)", () => {
    const root = join(HOOKS, "..");
    const files = [
      ...readdirSync(HOOKS).filter((f) => f.endsWith(".pb.js")),
      ...readdirSync(join(HOOKS, "lib"))
        .filter((f) => f.endsWith(".js"))
        .map((f) => `lib/${f}`),
    ].map((f) => join(HOOKS, f));
    const migrations = readdirSync(join(root, "pb_migrations"))
      .filter((f) => f.endsWith(".js"))
      .map((f) => join(root, "pb_migrations", f));
    const env = readFileSync(join(HOOKS, "jsvm-env.d.ts"), "utf8");
    const missing: string[] = [];
    let seen = 0;
    for (const file of [...files, ...migrations]) {
      const text = readFileSync(file, "utf8");
      // Every require() in these runtimes is `${__hooks}/<path>`: a path from the hooks dir.
      for (const m of text.matchAll(/\brequire\(\s*`\$\{__hooks\}\/([^`]+)`\s*\)/g)) {
        seen++;
        const path = m[1]!;
        if (!existsSync(join(HOOKS, path))) missing.push(`${relative(root, file)}: ${path} does not exist`);
        else if (!file.includes("pb_migrations") && !env.includes(`"${path}": typeof import(`))
          missing.push(`${relative(root, file)}: ${path} is not in jsvm-env.d.ts's HookModules`);
      }
      // A require of anything else would escape both checks.
      for (const m of text.matchAll(/\brequire\(\s*([^`\s)][^)]*)\)/g))
        missing.push(`${relative(root, file)}: require(${m[1]}) is not a \`\${__hooks}/…\` path`);
    }
    expect(missing).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });
});
