// The sign-in lock-out's timing check, moved out of tests/integration/sign-in-lockout.test.ts
// (a timing ratio on a shared 2-core machine made that test flaky; the test keeps the functional
// check: an unknown e-mail gets the same answers as a real account).
// On a throw-away PocketBase (temp data dir, 127.0.0.1, our migrations and hooks, rate limits off)
// with ACCOUNTS staff accounts: one wrong-password sign-in for each real account and one for as
// many unknown addresses, interleaved, each the first for its address (no lock-out involved).
// Prints the medians and their ratio: PocketBase checks a dummy password hash for an unknown
// name and the lock-out adds the same work to both, so the ratio should be near 1 (a missing hash
// check makes unknown addresses ~20× faster).
//   node scripts/bench-sign-in-timing.mjs [--accounts=25]
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startPocketBase, superuserClient } from "./lib/pocketbase.mjs";

const opt = (name, dflt) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;
const ACCOUNTS = Number(opt("accounts", 25));
const PASSWORD = "right-password-2026";

async function attempt(url, email) {
  const t = performance.now();
  const res = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: email, password: "wrong-password" }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "pb-bench-signin-"));
  const srv = await startPocketBase({
    dataDir,
    quiet: true,
    publicDir: join(dataDir, "public"),
    render: false,
  });
  try {
    const admin = await superuserClient({ bin: srv.bin, dataDir, url: srv.url, email: "bench@example.com" });
    for (let i = 0; i < ACCOUNTS; i++) {
      await admin.collection("users").create({
        email: `known-${i}@example.com`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        role: "editor",
        name: `Known ${i}`,
      });
    }
    const known = [];
    const unknown = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      known.push(await attempt(srv.url, `known-${i}@example.com`));
      unknown.push(await attempt(srv.url, `nobody-${i}@example.com`));
    }
    const statuses = new Set([...known, ...unknown].map((a) => a.status));
    const k = median(known.map((a) => a.ms));
    const u = median(unknown.map((a) => a.ms));
    console.log(
      `| Wrong password for | attempts | median ms |\n|---|---:|---:|\n| a real account | ${ACCOUNTS} | ${k.toFixed(1)} |\n| an unknown address | ${ACCOUNTS} | ${u.toFixed(1)} |`,
    );
    console.log(
      `\nratio unknown / real: ${(u / k).toFixed(2)} (answers: ${[...statuses].join(", ")}); ` +
        `${cpus().length} cores, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}`,
    );
  } finally {
    await srv.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
