// Writes pb_hooks/types.d.ts: PocketBase's own declarations of the JSVM globals ($app, routerAdd,
// core.Record, …) that the hooks are type-checked against (pb_hooks/tsconfig.json). The pinned
// binary writes them into its data dir when it loads hooks; `migrate` does so without serving.
// `--check` only compares and exits 1 when the committed copy is not what the binary writes
// (npm run typecheck runs it), so a PocketBase upgrade shows up as a diff of this file.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeOrCheck } from "./lib/generated-file.mjs";
import { ROOT, findPocketBase } from "./lib/pocketbase.mjs";

const OUT = join(ROOT, "pb_hooks/types.d.ts");
const check = process.argv.includes("--check");

function generate() {
  const dir = mkdtempSync(join(tmpdir(), "pb-jsvm-types-"));
  try {
    // Empty hooks and migrations dirs: the declarations depend on neither, and none of ours run.
    for (const d of ["hooks", "migrations"]) mkdirSync(join(dir, d));
    const args = [
      "migrate",
      "up",
      `--dir=${join(dir, "data")}`,
      `--hooksDir=${join(dir, "hooks")}`,
      `--migrationsDir=${join(dir, "migrations")}`,
      "--dev=false",
    ];
    const r = spawnSync(findPocketBase(), args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`pocketbase migrate failed: ${r.stderr || r.stdout}`);
    return readFileSync(join(dir, "data", "types.d.ts"), "utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const text = generate();
writeOrCheck(OUT, text, {
  check,
  source: "what this PocketBase writes",
  fix: "Run `npm run jsvm-types` and commit it.",
});
