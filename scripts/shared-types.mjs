// Writes shared/*.d.cts from the JSDoc of shared/*.cjs (TypeScript's declaration emit, the program
// of shared/tsconfig.json), so the app, the seed's checks and the hooks' checks see the modules'
// own types: nothing about them is written twice. Also fails on any type error in the modules.
// `--check` writes nothing and exits 1 when a .d.cts is missing, stale or left over (run by
// `npm run typecheck`); without it, the files are (re)written.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SHARED = join(dirname(fileURLToPath(import.meta.url)), "..", "shared");
const check = process.argv.includes("--check");

const parsed = ts.getParsedCommandLineOfConfigFile(join(SHARED, "tsconfig.json"), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  },
});
if (!parsed) throw new Error("shared/tsconfig.json: unreadable");
const options = { ...parsed.options, noEmit: false, declaration: true, emitDeclarationOnly: true };
// The program sees the modules alone: a require("./x.cjs") between them resolves to x.cjs, never
// to the x.d.cts this script wrote last time.
const host = ts.createCompilerHost(options);
const fileExists = host.fileExists.bind(host);
host.fileExists = (f) => !(f.startsWith(SHARED) && f.endsWith(".d.cts")) && fileExists(f);
const program = ts.createProgram({ rootNames: parsed.fileNames, options, host });

/** @type {Map<string, string>} file name (x.d.cts) → text */
const emitted = new Map();
const result = program.emit(undefined, (file, text) => {
  const name = basename(file);
  const source = name.replace(/\.d\.cts$/, ".cjs");
  emitted.set(
    name,
    `// Generated from ${source}'s JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.\n${text}`,
  );
});
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
if (diagnostics.length > 0) {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}

const existing = readdirSync(SHARED).filter((f) => f.endsWith(".d.cts"));
const stale = [
  ...[...emitted]
    .filter(([name, text]) => {
      try {
        return readFileSync(join(SHARED, name), "utf8") !== text;
      } catch {
        return true;
      }
    })
    .map(([name]) => name),
  ...existing.filter((name) => !emitted.has(name)),
];
if (check) {
  if (stale.length > 0) {
    console.error(`shared/: out of date: ${stale.join(", ")}. Run npm run shared-types.`);
    process.exit(1);
  }
} else {
  for (const name of existing) if (!emitted.has(name)) rmSync(join(SHARED, name));
  for (const [name, text] of emitted) writeFileSync(join(SHARED, name), text);
  console.log(`shared/: ${emitted.size} declaration files written`);
}
