// pb_migrations/1764000100_tag_name_key.js on a data dir that already has tags, including two
// that differ only in non-ASCII case (what the old look-up-then-insert let through): the
// migration backfills nameKey and builds its UNIQUE index without losing either tag, and from
// then on the duplicate is caught.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import {
  ROOT,
  findPocketBase,
  freePort,
  startPocketBase,
  upsertSuperuser,
  waitForHealth,
} from "../../scripts/lib/pocketbase.mjs";
import { client } from "./support/server";

const MIGRATION = "1764000100_tag_name_key.js";

it("backfills nameKey on existing tags and keeps a pre-existing case duplicate", async () => {
  const bin = findPocketBase();
  const work = mkdtempSync(join(tmpdir(), "pb-tagkey-"));
  const dataDir = join(work, "data");
  const oldMigrations = join(work, "migrations");
  const noHooks = join(work, "hooks");
  mkdirSync(oldMigrations);
  mkdirSync(noHooks);
  for (const f of readdirSync(join(ROOT, "pb_migrations"))) {
    if (f.endsWith(".js") && f < MIGRATION) cpSync(join(ROOT, "pb_migrations", f), join(oldMigrations, f));
  }
  const email = "root@example.com";
  const password = "root-pass-123456";
  try {
    // Before: the migrations up to this one and no hooks, so the duplicate can be stored.
    const port = await freePort();
    const old = spawn(
      bin,
      [
        "serve",
        `--http=127.0.0.1:${port}`,
        `--dir=${dataDir}`,
        `--migrationsDir=${oldMigrations}`,
        `--hooksDir=${noHooks}`,
        `--publicDir=${work}`,
        "--automigrate=false",
        "--dev=false",
      ],
      { stdio: "ignore" },
    );
    const oldUrl = `http://127.0.0.1:${port}`;
    let ids: string[] = [];
    try {
      await waitForHealth(oldUrl, 30_000, old);
      const r = spawnSync(bin, [
        "superuser",
        "upsert",
        `--dir=${dataDir}`,
        `--migrationsDir=${oldMigrations}`,
        `--hooksDir=${noHooks}`,
        "--",
        email,
        password,
      ]);
      expect(r.status, String(r.stderr)).toBe(0);
      const admin = client(oldUrl);
      await admin.collection("_superusers").authWithPassword(email, password);
      ids = [];
      for (const name of ["ÄÖÜ-ਪੰਜਾਬ", "äöü-ਪੰਜਾਬ", "Polity"])
        ids.push((await admin.collection("CAtags").create({ name })).id);
    } finally {
      await new Promise((res) => {
        old.once("exit", res);
        old.kill("SIGTERM");
      });
    }

    // After: the real migrations and hooks.
    const srv = await startPocketBase({ dataDir, quiet: true, publicDir: work });
    try {
      upsertSuperuser({ bin, dataDir, email, password });
      const admin = client(srv.url);
      await admin.collection("_superusers").authWithPassword(email, password);
      const tags = admin.collection("CAtags");
      expect((await tags.getFullList()).map((t) => t.name).sort()).toEqual(
        ["Polity", "ÄÖÜ-ਪੰਜਾਬ", "äöü-ਪੰਜਾਬ"].sort(),
      );
      // The first of the pair owns the key: it can be re-cased; the later one must be renamed.
      expect((await tags.update(ids[0], { name: "Äöü-ਪੰਜਾਬ" })).name).toBe("Äöü-ਪੰਜਾਬ");
      await expect(tags.update(ids[1], { name: "äöü-ਪੰਜਾਬ" })).rejects.toMatchObject({ status: 400 });
      expect((await tags.update(ids[1], { name: "Punjab" })).name).toBe("Punjab");
      // Backfilled keys are live: a case variant of an old tag is refused.
      await expect(tags.create({ name: "POLITY" })).rejects.toMatchObject({
        response: { data: { name: { message: "This tag already exists." } } },
      });
    } finally {
      await srv.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
