// npm run soak: crash safety. A throw-away PocketBase (temp data dir, 127.0.0.1, our migrations and
// hooks) takes articles (a DOCX now and then), quizzes, leads (as a guest) and tag changes from a
// few concurrent writers, and is killed with SIGKILL at random moments, then restarted on the same
// data dir. After each restart, and at the end, SQLite's `PRAGMA integrity_check` runs on data.db
// and auxiliary.db; at the end every write that got a 2xx answer must be there as acknowledged.
//   node scripts/soak.mjs [--seed=N] [--kills=20] [--writers=4] [--min-up=800] [--max-up=3500]
//                         [--inject-loss]   (deletes one acknowledged article behind the ledger's
//                                            back: the run must then fail, proving the check bites)
// Exits 1 on any lost or wrong write, a failed integrity check or a restart that fails.
//
// Rate limits are switched off on this instance (through the settings API, as superuser): the
// writers are one IP, and leads:create allows a guest 5 a minute.
//
// The integrity check: Node 20 has no SQLite and a native module is not wanted, so the check runs
// inside PocketBase itself: the soak's private copy of pb_hooks gets one extra file with a
// superuser-only route that runs the PRAGMA on $app.db() and $app.auxDB() (PocketBase's own
// connections, after it reopened the database and replayed its WAL, which is what a restart after
// a crash does). The route exists only in this throw-away copy, never in the site's pb_hooks.
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes, randomInt } from "node:crypto";
import { makeArticleDocx } from "./lib/make-docx.mjs";
import { makeHooksDir, superuserToken } from "./lib/pb-sandbox.mjs";
import { startPocketBase, upsertSuperuser } from "./lib/pocketbase.mjs";
import { mulberry32 } from "./lib/prng.mjs";
import { newLedger, runWriter } from "./lib/soak-writer.mjs";
import { sha256, verifyLedger } from "./lib/soak-verify.mjs";

const arg = (name, dflt) => {
  const a = process.argv.find((x) => x === `--${name}` || x.startsWith(`--${name}=`));
  return a === undefined ? dflt : a.includes("=") ? Number(a.split("=")[1]) : true;
};
const SEED = arg("seed", randomInt(2 ** 31)) >>> 0;
const KILLS = arg("kills", 20);
const WRITERS = arg("writers", 4);
const MIN_UP = arg("min-up", 800);
const MAX_UP = arg("max-up", 3500);
const INJECT_LOSS = arg("inject-loss", false);
const DEADLINE = Date.now() + 170_000; // the whole run stays under three minutes

const INTEGRITY_HOOK = `// Added by scripts/soak.mjs to its throw-away copy of pb_hooks only.
routerAdd("GET", "/api/soak/integrity", (e) => {
  const check = (db) => {
    const rows = arrayOf(new DynamicModel({ integrity_check: "" }));
    db.newQuery("PRAGMA integrity_check").all(rows);
    return rows.map((r) => r.integrity_check).join("; ");
  };
  return e.json(200, { data: check($app.db()), auxiliary: check($app.auxDB()) });
}, $apis.requireSuperuserAuth());
`;
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function integrity(url, token) {
  const r = await fetch(`${url}/api/soak/integrity`, { headers: { authorization: token } });
  if (!r.ok) throw new Error(`integrity route: ${r.status} ${await r.text()}`);
  return r.json();
}

async function main() {
  console.log(`Soak seed ${SEED} (repeat the same choices with --seed=${SEED})`);
  const rnd = mulberry32(SEED);
  const tmp = mkdtempSync(join(tmpdir(), "pb-soak-"));
  const dataDir = join(tmp, "data");
  const publicDir = join(tmp, "public");
  const hooks = makeHooksDir({ "zz-soak-integrity.pb.js": INTEGRITY_HOOK });
  const email = "soak@example.com";
  const password = randomBytes(12).toString("hex");

  let srv = await startPocketBase({ dataDir, hooksDir: hooks.hooksDir, publicDir, quiet: true });
  // Never leave a PocketBase behind, whatever happens to this script.
  process.on("exit", () => srv.child.exitCode === null && srv.child.kill("SIGKILL"));
  const port = srv.port;
  upsertSuperuser({ bin: srv.bin, dataDir, email, password });
  const su = await superuserToken(srv.url, email, password);
  const json = (method, path, body, token = su) =>
    fetch(`${srv.url}${path}`, {
      method,
      headers: { authorization: token, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
      return r.json();
    });
  await json("PATCH", "/api/settings", { rateLimits: { enabled: false } });
  const staffPass = randomBytes(12).toString("hex");
  await json("POST", "/api/collections/users/records", {
    email: "soak-staff@example.com",
    password: staffPass,
    passwordConfirm: staffPass,
    verified: true,
    role: "editor",
  });
  const staff = (
    await json("POST", "/api/collections/users/auth-with-password", {
      identity: "soak-staff@example.com",
      password: staffPass,
    })
  ).token;

  const docs = [];
  for (const title of ["Soak one", "Soak two", "Soak three"]) {
    const bytes = await makeArticleDocx({
      title,
      intro: `${title}: a small document.`,
      points: ["First point.", "Second point."],
      table: [
        ["Item", "Detail"],
        ["Kind", title],
      ],
      closing: "End.",
    });
    docs.push({ bytes, hash: sha256(bytes), type: DOCX_MIME });
  }

  const ledger = newLedger();
  let readyPromise = Promise.resolve();
  let markReady = () => {};
  const ctx = {
    seed: SEED,
    ledger,
    staff,
    docs,
    stopping: false,
    url: () => srv.url,
    ready: () => readyPromise,
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => runWriter(w, ctx));

  const checks = [];
  let kills = 0;
  let survived = 0;
  const started = Date.now();
  for (let k = 1; k <= KILLS; k++) {
    if (Date.now() > DEADLINE - 15_000) {
      console.log(`Time budget reached after ${kills} kills; stopping early.`);
      break;
    }
    await sleep(MIN_UP + rnd() * (MAX_UP - MIN_UP));
    readyPromise = new Promise((r) => (markReady = r));
    const { child } = srv;
    const exited = once(child, "exit");
    process.kill(child.pid, "SIGKILL"); // the PocketBase binary itself, not a wrapper
    await exited;
    kills++;
    try {
      srv = await startPocketBase({ dataDir, hooksDir: hooks.hooksDir, publicDir, port, quiet: true });
    } catch (err) {
      console.error(`Restart after kill ${k} failed: ${err.message}`);
      break;
    }
    const result = await integrity(srv.url, su);
    checks.push(result);
    if (result.data === "ok" && result.auxiliary === "ok") survived++;
    else console.error(`Integrity after kill ${k}: ${JSON.stringify(result)}`);
    process.stdout.write(`kill ${k}: restarted, integrity ${result.data}/${result.auxiliary}\n`);
    markReady();
  }
  ctx.stopping = true;
  markReady();
  await Promise.all(writers);

  if (INJECT_LOSS) {
    const victim = [...ledger.records.values()].find(
      (r) => r.collection === "currentAffairs" && r.acks > 0 && r.state && r.doubt.length === 0,
    );
    await fetch(`${srv.url}/api/collections/currentAffairs/records/${victim.id}`, {
      method: "DELETE",
      headers: { authorization: su },
    });
    console.log(`--inject-loss: deleted article ${victim.id} behind the ledger's back; this run must fail.`);
  }

  const v = await verifyLedger({ url: srv.url, token: su, ledger });
  const final = await integrity(srv.url, su);
  await srv.stop();
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  const c = ledger.counts;
  const integrityOk = [...checks, final].every((r) => r.data === "ok" && r.auxiliary === "ok");

  console.log(`\nWrites by kind (acknowledged): ${JSON.stringify(ledger.kinds)}`);
  console.log(
    `In doubt (cut off by a kill before the answer; either outcome accepted): ${c.doubt}` +
      ` (5xx answers among them: ${c.serverErrors}; found committed: ${v.doubtLanded}, the rest not);` +
      ` refused connections while down: ${c.refused}`,
  );
  if (c.rejected)
    console.log(`Rejected with 4xx (unexpected): ${c.rejected}\n  ${ledger.rejections.join("\n  ")}`);
  for (const w of v.wrong.slice(0, 10)) console.log(`WRONG ${w}`);
  console.log(`\nSeed:                ${SEED}`);
  console.log(`Writes acknowledged: ${c.acked}`);
  console.log(`Writes found:        ${v.found}  (${v.checked} records checked, ${v.wrong.length} wrong)`);
  console.log(`Kills survived:      ${survived} of ${kills} SIGKILLs (${WRITERS} writers, ${secs} s)`);
  console.log(
    `Integrity check:     ${integrityOk ? "ok" : "FAILED"} (data.db and auxiliary.db, after each restart and at the end: ${checks.length + 1} times each)`,
  );

  const failed = v.wrong.length > 0 || v.found !== c.acked || !integrityOk || survived !== kills;
  hooks.cleanup();
  if (failed) {
    console.log(`\nFAILED. Data dir kept for inspection: ${dataDir}`);
    process.exit(1);
  }
  rmSync(tmp, { recursive: true, force: true });
  if (kills < KILLS) console.log(`Note: ${kills} of the ${KILLS} planned kills fitted in the time budget.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
