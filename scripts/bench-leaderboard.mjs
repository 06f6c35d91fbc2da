// npm run bench (fourth part): a ranked quiz's leaderboard at 10,000 ranked attempts
// (GET /api/leaderboard/{quizId}, pb_hooks/lib/leaderboard.js): the first page, a middle page,
// the last page, the page with a signed-in student's own row (`me`: position and percentile),
// and the staff CSV of all takers. Starts a throw-away PocketBase (temp data dir, 127.0.0.1 only,
// rate limits off) with our hooks plus one bench-only route that inserts the students and their
// attempts in SQL (10,000 student accounts through the API would spend minutes hashing
// passwords nobody uses: students sign in with codes). Prints p50/p95 of sequential runs after a
// warm-up; bounded by count.
//   node scripts/bench-leaderboard.mjs [--attempts=10000] [--runs=40]
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { latencyTable, loadLine, numberArg, runBench, stopServer } from "./lib/bench.mjs";
import { ROOT, startPocketBase, superuserClient } from "./lib/pocketbase.mjs";

const ATTEMPTS = numberArg("attempts", 10_000);
const RUNS = numberArg("runs", 40);
const PER_PAGE = 50; // the route's default
const QUESTIONS = 25;

// Superuser only; exists only in this script's temporary hooks directory.
const SEED_HOOK = `
routerAdd("POST", "/api/bench/seed-board", (e) => {
  const { quiz, count } = e.requestInfo().body;
  e.app.runInTransaction((tx) => {
    const db = tx.db();
    for (let i = 0; i < count; i++) {
      const sid = "bst" + String(i).padStart(12, "0");
      db.newQuery(
        "INSERT INTO students (id, email, password, tokenKey, verified, name, displayName, showOnLeaderboard, created, updated) " +
          "VALUES ({:id}, {:email}, '', {:key}, TRUE, {:name}, {:name}, {:shown}, {:at}, {:at})",
      ).bind({
        id: sid,
        email: "taker" + i + "@example.com",
        key: $security.randomString(50),
        name: "Taker " + i,
        shown: i % 3 !== 0,
        at: "2026-11-27 04:00:00.000Z",
      }).execute();
      // Scores spread with many ties (what a 25-question quiz gives), times 60-1500 s.
      const correct = (i * 7919) % 26;
      const wrong = (i * 104729) % (26 - correct);
      const score = Math.round((correct - wrong / 4) * 100) / 100;
      const ms = String(i % 1000).padStart(3, "0");
      const sec = String(Math.floor(i / 1000) % 60).padStart(2, "0");
      db.newQuery(
        "INSERT INTO quizAttempts (id, quiz, student, clientId, answers, outcomes, correct, wrong, skipped, score, timeTaken, ranked, created, updated) " +
          "VALUES ({:id}, {:quiz}, {:sid}, {:cid}, '[]', '[]', {:c}, {:w}, {:s}, {:score}, {:t}, TRUE, {:at}, {:at})",
      ).bind({
        id: "bat" + String(i).padStart(12, "0"),
        quiz,
        sid,
        cid: "bench-" + i,
        c: correct,
        w: wrong,
        s: ${QUESTIONS} - correct - wrong,
        score,
        t: 60 + ((i * 31) % 1441),
        at: "2026-11-27 04:" + sec + ":00." + ms + "Z",
      }).execute();
    }
  });
  return e.json(200, { seeded: count });
}, $apis.requireSuperuserAuth());
`;

async function main() {
  const work = mkdtempSync(join(tmpdir(), "pb-bench-board-"));
  const dataDir = join(work, "pb_data");
  // The hooks require the shared cores as ../src/lib: the copy sits next to a link to src/.
  cpSync(join(ROOT, "pb_hooks"), join(work, "pb_hooks"), { recursive: true });
  symlinkSync(join(ROOT, "src"), join(work, "src"));
  writeFileSync(join(work, "pb_hooks", "zz-bench-seed.pb.js"), SEED_HOOK);
  const srv = await startPocketBase({
    dataDir,
    quiet: true,
    host: "127.0.0.1",
    publicDir: join(work, "public"),
    hooksDir: join(work, "pb_hooks"),
  });
  try {
    const admin = await superuserClient({ bin: srv.bin, dataDir, url: srv.url, email: "bench@example.com" });
    const questions = Array.from({ length: QUESTIONS }, (_, i) => ({
      text: `Question ${i + 1}?`,
      options: ["A", "B", "C", "D"],
      answer: "A",
      order: i + 1,
    }));
    const quiz = await admin.collection("quizs").create({
      name: "Daily quiz",
      active: true,
      questions,
      timeLimit: 25,
      negativeMarking: "1/4",
      date: "2026-11-27 00:00:00.000Z",
    });
    const t0 = performance.now();
    await admin.send("/api/bench/seed-board", { method: "POST", body: { quiz: quiz.id, count: ATTEMPTS } });
    console.log(
      `Seeded ${ATTEMPTS} students with one ranked attempt each in ${((performance.now() - t0) / 1000).toFixed(1)} s (${srv.url})\n`,
    );

    const credentials = { email: "staff@example.com", password: "staff-bench-2026" };
    await admin
      .collection("users")
      .create({ ...credentials, passwordConfirm: credentials.password, verified: true, role: "editor" });
    const staff = new PocketBase(srv.url);
    await staff.collection("users").authWithPassword(credentials.email, credentials.password);
    // A student in the middle of the board (impersonated: students sign in with codes).
    const student = await admin
      .collection("students")
      .impersonate(`bst${String(4321).padStart(12, "0")}`, 3600);

    const board =
      (query, who = null) =>
      async () => {
        const headers = who ? { Authorization: who.authStore.token } : {};
        const res = await fetch(`${srv.url}/api/leaderboard/${quiz.id}${query}`, { headers });
        if (!res.ok) throw new Error(`leaderboard ${res.status}`);
        const body = await res.json();
        const first = body.items[0];
        const me = body.me ? `; me #${body.me.position}, better than ${body.me.percentile} %` : "";
        return `${body.items.length} rows from #${first?.position ?? "-"} of ${body.totalItems}${me}`;
      };
    const csv = async () => {
      const res = await fetch(`${srv.url}/api/leaderboard/${quiz.id}/takers.csv`, {
        headers: { Authorization: staff.authStore.token },
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok) throw new Error(`CSV ${res.status}`);
      return `${(bytes / 1024).toFixed(0)} KB`;
    };
    const lastPage = Math.max(1, Math.ceil(ATTEMPTS / PER_PAGE));
    const middle = Math.max(1, Math.ceil(lastPage / 2));
    const cases = [
      ["First page (guest)", board("")],
      [`Middle page ${middle} (guest)`, board(`?page=${middle}`)],
      [`Last page ${lastPage} (guest)`, board(`?page=${lastPage}`)],
      ["First page + `me` row (student)", board("", student)],
      [`Middle page ${middle} + \`me\` (student)`, board(`?page=${middle}`, student)],
      ["First page (staff: ids, names)", board("", staff)],
      ["CSV: all ranked takers (staff)", csv, 5],
    ];
    await latencyTable(cases, RUNS);
    console.log(
      `\n${RUNS} sequential runs each (CSV: 5) after 3 warm-ups, ${PER_PAGE} rows a page. ${loadLine()}. ` +
        "Shared machine: compare ratios, not absolutes.",
    );
  } finally {
    await stopServer(srv, work);
  }
}

runBench(main);
