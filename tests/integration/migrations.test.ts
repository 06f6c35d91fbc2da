import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT, findPocketBase, pbArgs } from "../../scripts/lib/pocketbase.mjs";

it("migrations go up from empty, all the way down, and up again", () => {
  const bin = findPocketBase();
  const dataDir = mkdtempSync(join(tmpdir(), "pb-mig-"));
  const args = pbArgs({ dataDir });
  const run = (cmd: string[], input?: string) => {
    const r = spawnSync(bin, [...cmd, ...args], { encoding: "utf8", input });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout + r.stderr;
  };
  try {
    run(["migrate", "up"]);
    const count = readdirSync(join(ROOT, "pb_migrations")).filter((f) => f.endsWith(".js")).length;
    const down = run(["migrate", "down", String(count)], "y\n");
    expect(down).not.toMatch(/error/i);
    run(["migrate", "up"]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
