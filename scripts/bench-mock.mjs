// npm run bench (fifth part): a 150-question mock test (5 sections of 30, two of them drawn at
// random per attempt) at 10,000 bank questions and 10,000 finished ranked attempts
// (pb_hooks/lib/mock-attempts.js). Times, as the server answers them on 127.0.0.1:
// - start: POST /api/mock-tests/{id}/start (two random draws of 30 from the bank, the 150
//   questions loaded in one query, the attempt saved, the view of 150 questions returned);
//   (and the same right after a question was saved: the draws' candidate lists read afresh);
// - view: GET /api/mock-attempts/{id} (resume: the same load, no draw);
// - answer: POST /api/mock-attempts/{id}/answer (one answer stored, in a transaction);
// - finish: POST /api/mock-attempts/{id}/finish of a signed-in student's attempt with 150 answers
//   (scored, ranked, rank and percentile among the 10,000, the review returned);
// - stats: GET /api/mock-tests/{id}/stats (staff; every question over all finished attempts).
// Starts a throw-away PocketBase (temp data dir, 127.0.0.1 only, rate limits off) with our hooks
// plus one bench-only route that inserts the bank, the students and their attempts in SQL.
// Prints p50/p95 of sequential runs after 3 warm-ups; the issue's target is ≤ 50 ms each.
//   node scripts/bench-mock.mjs [--questions=10000] [--attempts=10000] [--runs=50]
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  latencyTable,
  loadLine,
  numberArg,
  percentile,
  printTable,
  runBench,
  stopServer,
} from "./lib/bench.mjs";
import { ROOT, startPocketBase, superuserClient } from "./lib/pocketbase.mjs";

const QUESTIONS = numberArg("questions", 10_000);
const ATTEMPTS = numberArg("attempts", 10_000);
const RUNS = numberArg("runs", 50);
const TOPICS = 10;
const WARMUP = 3;
const COLD_RUNS = 20;
const STATS_COLD_RUNS = 3;

// Superuser only; exists only in this script's temporary hooks directory.
const SEED_HOOK = `
routerAdd("POST", "/api/bench/seed-bank", (e) => {
  const { count, topics } = e.requestInfo().body;
  e.app.runInTransaction((tx) => {
    const db = tx.db();
    for (let i = 0; i < count; i++) {
      const topic = "Topic " + (i % topics);
      db.newQuery(
        "INSERT INTO questions (id, textEn, textPa, textHi, optionsEn, optionsPa, optionsHi, answer, explanationEn, " +
          "explanationPa, explanationHi, topics, exams, difficulty, flag, source, dupKey, search, retired, created, updated) " +
          "VALUES ({:id}, {:en}, {:pa}, '', {:oen}, {:opa}, '[]', {:ans}, {:xen}, {:xpa}, '', {:topics}, '[\\"PSTET\\"]', " +
          "{:diff}, '', 'bench', {:key}, {:key}, FALSE, {:at}, {:at})",
      ).bind({
        id: "bq" + String(i).padStart(13, "0"),
        en: "Which of these is the right answer to bench question number " + i + " about " + topic + "?",
        pa: "ਬੈਂਚ ਸਵਾਲ ਨੰਬਰ " + i + " ਦਾ ਸਹੀ ਜਵਾਬ ਕਿਹੜਾ ਹੈ?",
        oen: JSON.stringify(["First option " + i, "Second option", "Third option", "Fourth option"]),
        opa: JSON.stringify(["ਪਹਿਲਾ", "ਦੂਜਾ", "ਤੀਜਾ", "ਚੌਥਾ"]),
        ans: i % 4,
        xen: "Because the bench says so: explanation of question " + i + ".",
        xpa: "ਕਿਉਂਕਿ ਇਹ ਸਹੀ ਹੈ।",
        topics: JSON.stringify([topic]),
        diff: ["easy", "medium", "hard"][i % 3],
        key: "bench question " + i,
        at: "2026-11-27 04:00:00.000Z",
      }).execute();
    }
  });
  return e.json(200, { seeded: count });
}, $apis.requireSuperuserAuth());

routerAdd("POST", "/api/bench/seed-takers", (e) => {
  const { test, sections, attempts, students } = e.requestInfo().body;
  e.app.runInTransaction((tx) => {
    const db = tx.db();
    for (let i = 0; i < students; i++) {
      const sid = "bms" + String(i).padStart(12, "0");
      db.newQuery(
        "INSERT INTO students (id, email, password, tokenKey, verified, name, displayName, showOnLeaderboard, created, updated) " +
          "VALUES ({:id}, {:email}, '', {:key}, TRUE, {:name}, {:name}, TRUE, {:at}, {:at})",
      ).bind({
        id: sid,
        email: "mock" + i + "@example.com",
        key: $security.randomString(50),
        name: "Taker " + i,
        at: "2026-11-27 04:00:00.000Z",
      }).execute();
      if (i >= attempts) continue;
      const answers = {};
      let correct = 0;
      let wrong = 0;
      sections.forEach((s, k) => {
        s.questions.forEach((q, j) => {
          const v = (i * 7 + j * 13 + k) % 5;
          answers[q] = v === 4 ? null : v;
          if (v === 4) return;
          if (v === Number(q.slice(-1)) % 4) correct++;
          else wrong++;
        });
      });
      const score = Math.round((correct - wrong / 4) * 100) / 100;
      db.newQuery(
        "INSERT INTO mockAttempts (id, test, student, token, sections, answers, times, current, deadline, finishedAt, ranked, " +
          "score, correct, wrong, skipped, timeTaken, result, created, updated) VALUES ({:id}, {:test}, {:sid}, {:token}, " +
          "{:sections}, {:answers}, '{}', {:n}, '', {:at}, TRUE, {:score}, {:c}, {:w}, {:s}, {:t}, '{}', {:at}, {:at})",
      ).bind({
        id: "bma" + String(i).padStart(12, "0"),
        test,
        sid,
        token: $security.randomString(32),
        sections: JSON.stringify(sections),
        answers: JSON.stringify(answers),
        n: sections.length,
        at: "2026-11-27 05:00:00.000Z",
        score,
        c: correct,
        w: wrong,
        s: 150 - correct - wrong,
        t: 3000 + (i % 2400),
      }).execute();
    }
  });
  return e.json(200, { seeded: attempts });
}, $apis.requireSuperuserAuth());

routerAdd("POST", "/api/bench/answer-all", (e) => {
  const { id } = e.requestInfo().body;
  const rec = e.app.findRecordById("mockAttempts", id);
  const answers = {};
  let i = 0;
  for (const s of JSON.parse(rec.getString("sections"))) for (const q of s.questions) answers[q] = i++ % 4;
  rec.set("answers", answers);
  e.app.save(rec);
  return e.json(200, {});
}, $apis.requireSuperuserAuth());
`;

async function main() {
  const work = mkdtempSync(join(tmpdir(), "pb-bench-mock-"));
  const dataDir = join(work, "pb_data");
  // The hooks require the shared cores as ../shared/: the copy sits next to a link to it.
  cpSync(join(ROOT, "pb_hooks"), join(work, "pb_hooks"), { recursive: true });
  symlinkSync(join(ROOT, "shared"), join(work, "shared"));
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
    let t0 = performance.now();
    await admin.send("/api/bench/seed-bank", { method: "POST", body: { count: QUESTIONS, topics: TOPICS } });
    const id = (i) => `bq${String(i).padStart(13, "0")}`;
    const fixed = (from) => Array.from({ length: 30 }, (_, j) => id(from + j * TOPICS));
    const section = (n, pick) => ({
      id: `s${n}`,
      title: `Part ${n}`,
      titlePa: `ਭਾਗ ${n}`,
      timeLimit: 30,
      qualifying: 0,
      marks: 1,
      negativeMarking: "1/4",
      pick,
    });
    const random = (topics) => ({ mode: "random", topics, difficulty: "", count: 30, perAttempt: true });
    const sections = [
      section(1, { mode: "fixed", questions: fixed(0) }),
      section(2, random(["Topic 1", "Topic 2"])),
      section(3, { mode: "fixed", questions: fixed(4) }),
      section(4, random(["Topic 3"])),
      section(5, { mode: "fixed", questions: fixed(5) }),
    ];
    const test = await admin.collection("mockTests").create({
      name: "PSTET Paper I (bench)",
      namePa: "ਪੀਐਸਟੀਈਟੀ ਪੇਪਰ I",
      instructions: "150 questions in 5 sections.",
      sections,
      timeLimit: 150,
      lockedOrder: true,
      active: true,
      ranked: true,
    });
    // The takers' attempts: each random section as one draw of its topic (what the route draws).
    const drawnFor = (topic) => Array.from({ length: 30 }, (_, j) => id(topic + j * TOPICS * 3));
    const taken = sections.map((s, k) => ({
      id: s.id,
      questions: k === 1 ? drawnFor(1) : k === 3 ? drawnFor(3) : s.pick.questions,
      startedAt: "2026-11-27T05:00:00.000Z",
      deadline: "2026-11-27T05:30:00.000Z",
      endedAt: "2026-11-27T05:20:00.000Z",
    }));
    const timed = RUNS + WARMUP;
    await admin.send("/api/bench/seed-takers", {
      method: "POST",
      body: { test: test.id, sections: taken, attempts: ATTEMPTS, students: ATTEMPTS + timed },
    });
    console.log(
      `Seeded ${QUESTIONS} bank questions, ${ATTEMPTS} finished ranked attempts of a 150-question test ` +
        `in ${((performance.now() - t0) / 1000).toFixed(1)} s (${srv.url})\n`,
    );

    // Signed-in students without an attempt yet (impersonated: students sign in with codes),
    // each with a started attempt of 150 answers to finish.
    t0 = performance.now();
    const students = [];
    for (let i = 0; i < timed; i++) {
      const pb = await admin
        .collection("students")
        .impersonate(`bms${String(ATTEMPTS + i).padStart(12, "0")}`, 3600);
      const res = await fetch(`${srv.url}/api/mock-tests/${test.id}/start`, {
        method: "POST",
        headers: { Authorization: pb.authStore.token, "Content-Type": "application/json" },
        body: "{}",
      });
      if (!res.ok) throw new Error(`start ${res.status}: ${await res.text()}`);
      const a = await res.json();
      await admin.send("/api/bench/answer-all", { method: "POST", body: { id: a.id } });
      students.push({ token: pb.authStore.token, id: a.id });
    }
    console.log(
      `Prepared ${timed} signed-in attempts with 150 answers in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    );

    const starts = [];
    let s = 0;
    const start = async () => {
      const res = await fetch(`${srv.url}/api/mock-tests/${test.id}/start`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      if (!res.ok) throw new Error(`start ${res.status}: ${await res.text()}`);
      const a = await res.json();
      starts.push(a);
      const n = a.sections.reduce((sum, x) => sum + x.questions.length, 0);
      return `${n} questions, ${(JSON.stringify(a).length / 1024).toFixed(0)} KB`;
    };
    const view = async () => {
      const a = starts[s++ % starts.length];
      const res = await fetch(`${srv.url}/api/mock-attempts/${a.id}`, {
        headers: { "X-Attempt-Token": a.token },
      });
      if (!res.ok) throw new Error(`view ${res.status}`);
      const body = await res.json();
      return `${body.sections.length} sections, ${(JSON.stringify(body).length / 1024).toFixed(0)} KB`;
    };
    let w = 0;
    const answer = async () => {
      const a = starts[w++ % starts.length];
      const q = a.sections[0].questions[w % 30];
      const res = await fetch(`${srv.url}/api/mock-attempts/${a.id}/answer`, {
        method: "POST",
        headers: { "X-Attempt-Token": a.token, "Content-Type": "application/json" },
        body: JSON.stringify({ question: q.id, option: w % 4, seconds: 20 }),
      });
      if (!res.ok) throw new Error(`answer ${res.status}: ${await res.text()}`);
      const body = await res.json();
      return `${Object.keys(body.answers).length} answered`;
    };
    let f = 0;
    const finish = async () => {
      const st = students[f++];
      const res = await fetch(`${srv.url}/api/mock-attempts/${st.id}/finish`, {
        method: "POST",
        headers: { Authorization: st.token, "Content-Type": "application/json" },
        body: "{}",
      });
      if (!res.ok) throw new Error(`finish ${res.status}: ${await res.text()}`);
      const body = await res.json();
      const r = body.rank;
      return `score ${body.score}; rank ${r ? `${r.rank} of ${r.of}, ${r.percentile} %` : "-"}`;
    };
    const credentials = { email: "staff@example.com", password: "staff-bench-2026" };
    await admin
      .collection("users")
      .create({ ...credentials, passwordConfirm: credentials.password, verified: true, role: "editor" });
    const staff = await fetch(`${srv.url}/api/collections/users/auth-with-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ identity: credentials.email, password: credentials.password }),
    }).then((r) => r.json());
    const stats = async () => {
      const res = await fetch(`${srv.url}/api/mock-tests/${test.id}/stats`, {
        headers: { Authorization: staff.token },
      });
      if (!res.ok) throw new Error(`stats ${res.status}: ${await res.text()}`);
      const body = await res.json();
      return `${body.takers} takers, ${body.questions.length} questions`;
    };
    await latencyTable(
      [
        ["Start (draw 2 × 30, load 150)", start],
        ["View (resume, load 150)", view],
        ["Answer one question", answer],
        ["Finish (score 150, rank)", finish],
        ["Stats (staff, figures kept)", stats, 5],
      ],
      RUNS,
    );
    // A start right after a change to the bank: the candidate lists are read from the database
    // again (the change itself, a staff save, is not timed).
    const cold = [];
    let out = "";
    for (let i = 0; i < COLD_RUNS; i++) {
      await admin.collection("questions").update(id(i), { flag: `bench ${i}` });
      const t = performance.now();
      out = await start();
      cold.push(performance.now() - t);
    }
    cold.sort((a, b) => a - b);
    // The statistics worked out afresh (after a bank change): every answer of every taker.
    const coldStats = [];
    let statsOut = "";
    for (let i = 0; i < STATS_COLD_RUNS; i++) {
      await admin.collection("questions").update(id(i), { flag: `stats ${i}` });
      const t = performance.now();
      statsOut = await stats();
      coldStats.push(performance.now() - t);
    }
    coldStats.sort((a, b) => a - b);
    printTable(
      [
        ["", 38, "l"],
        ["", 11],
        ["", 11],
        ["", 0, "l"],
      ],
      [
        [
          "Start after a bank change (cold draw)",
          `${percentile(cold, 50).toFixed(1)} ms`,
          `${percentile(cold, 95).toFixed(1)} ms`,
          `  ${out} (${COLD_RUNS} runs)`,
        ],
        [
          "Stats worked out afresh",
          `${percentile(coldStats, 50).toFixed(1)} ms`,
          `${percentile(coldStats, 95).toFixed(1)} ms`,
          `  ${statsOut} (${STATS_COLD_RUNS} runs)`,
        ],
      ],
    );
    console.log(
      `\n${RUNS} sequential runs each after ${WARMUP} warm-ups, on 127.0.0.1 (the time includes the HTTP round ` +
        `trip and the JSON of 150 questions). ${loadLine()}. Shared machine: compare ratios, not absolutes.`,
    );
  } finally {
    await stopServer(srv, work);
  }
}

runBench(main);
