// A file the repo keeps but a script writes (src/types/pb-schema.gen.ts, pb_hooks/types.d.ts):
// written, or with `--check` compared with what the script would write. A stale or missing file
// fails the check with the first differing line and the command that writes it.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { ROOT } from "./pocketbase.mjs";

/**
 * Writes `text` to `file`, or with `check` exits 1 when the file differs from it.
 * @param {string} file absolute path
 * @param {string} text what the script generates
 * @param {{ check: boolean, source: string, fix: string }} how `source`: what the file is made
 *   from ("pb_migrations/"), `fix`: what to do when it is stale
 */
export function writeOrCheck(file, text, { check, source, fix }) {
  const rel = relative(ROOT, file);
  if (!check) {
    writeFileSync(file, text);
    console.log(`Wrote ${rel}.`);
    return;
  }
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {
    // missing counts as out of date
  }
  if (current !== text) {
    const a = current.split("\n");
    const b = text.split("\n");
    const i = b.findIndex((line, n) => line !== a[n]);
    console.error(
      `${rel} does not match ${source} (first difference at line ${i + 1}:\n` +
        `  on disk:   ${a[i] ?? "<end of file>"}\n  generated: ${b[i] ?? "<end of file>"})\n${fix}`,
    );
    process.exit(1);
  }
  console.log(`${rel} matches ${source}.`);
}
