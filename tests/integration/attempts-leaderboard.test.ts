// Leaderboards (pb_hooks/lib/leaderboard.js): GET /api/leaderboard/{quizId} paged in SQL with
// position, shown name (opt-in, not hidden by staff), the student's own row and percentile, the
// average and the cut-off; the staff CSV of ranked takers (CSV-injection safe); staff hiding a
// name; deleting a student takes them off the board; the new public routes are rate-limited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
let quizId = "";
let draftId = "";
const QUESTIONS = [0, 1, 2, 3].map((i) => ({
  text: `Question ${i + 1}?`,
  options: ["A", "B"],
  answer: "A",
  order: i + 1,
}));

interface Taker {
  id: string;
  pb: PocketBase;
}
const takers: Taker[] = [];

/** The answers that score `right` out of 4 (no negative marking on this quiz). */
const answersFor = (right: number) => [0, 1, 2, 3].map((i) => (i < right ? 0 : 1));

// Ten ranked takers: [correct answers, seconds, display name, opted in].
const BOARD: [number, number, string, boolean][] = [
  [4, 50, "Aman", true], // 1st
  [4, 60, '=HYPERLINK("http://x")', true], // 2nd
  [3, 20, "Hidden by staff", true], // 3rd: staff hide this name
  [3, 20, "Not opted in", false], // 4th: same score and time, submitted later
  [3, 40, "", true], // 5th: opted in without a name
  [2, 10, "Gurpreet", true],
  [2, 30, "Harpreet", true],
  [1, 5, "Jaspreet", true],
  [1, 6, "Kiran", true],
  [0, 1, "Lovepreet", true], // 10th
];

async function call(method: string, path: string, who?: PocketBase | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (who?.authStore.token) headers.Authorization = who.authStore.token;
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // CSV or HTML: kept as text
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: json as any, text };
}

beforeAll(async () => {
  s = await startTestServer();
  quizId = (
    await s.staff.collection("quizs").create({
      name: "Daily quiz",
      active: true,
      questions: QUESTIONS,
      date: "2026-11-27 00:00:00.000Z",
    })
  ).id;
  draftId = (await s.staff.collection("quizs").create({ name: "Draft", active: false, questions: QUESTIONS }))
    .id;
  let i = 0;
  for (const [right, seconds, displayName, optedIn] of BOARD) {
    const password = `pass-${i}-xyz`;
    const st = await s.admin.collection("students").create({
      email: `taker${i}@example.com`,
      password,
      passwordConfirm: password,
      name: i === 1 ? "=cmd|' /C calc'!A0" : `Taker ${i}`,
      displayName,
      showOnLeaderboard: optedIn,
    });
    // Seeded as the superuser (the route's own ranking is covered by attempts-api.test.ts).
    await s.admin.collection("quizAttempts").create({
      quiz: quizId,
      student: st.id,
      clientId: `seed-${i}`,
      answers: answersFor(right),
      timeTaken: seconds,
      ranked: true,
    });
    takers.push({ id: st.id, pb: await s.admin.collection("students").impersonate(st.id, 3600) });
    i++;
  }
  // Practice attempts (not ranked) never show on the board.
  await s.admin.collection("quizAttempts").create({
    quiz: quizId,
    student: takers[9].id,
    clientId: "practice-9",
    answers: answersFor(4),
    timeTaken: 1,
    ranked: false,
  });
});
afterAll(async () => s?.stop());

describe("GET /api/leaderboard/{quizId}", () => {
  it("orders by score, then time, then submission, with average, cut-off and no `me` for guests", async () => {
    const r = await call("GET", `/api/leaderboard/${quizId}?perPage=4`);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect([r.body.page, r.body.perPage, r.body.totalItems, r.body.totalPages]).toEqual([1, 4, 10, 3]);
    expect(r.body.items).toEqual([
      { position: 1, name: "Aman", score: 4, timeTaken: 50, me: false },
      { position: 2, name: '=HYPERLINK("http://x")', score: 4, timeTaken: 60, me: false },
      { position: 3, name: "Hidden by staff", score: 3, timeTaken: 20, me: false },
      { position: 4, name: "Student", score: 3, timeTaken: 20, me: false },
    ]);
    // (4+4+3+3+3+2+2+1+1+0)/10; the top 30 % = 3 takers are at or above the 3rd score.
    expect(r.body.average).toBe(2.3);
    expect(r.body.cutoff).toBe(3);
    expect(r.body.me).toBeNull();
    expect(JSON.stringify(r.body)).not.toContain("@example.com");
  });

  it("pages in SQL: a middle and the last page", async () => {
    const p2 = await call("GET", `/api/leaderboard/${quizId}?perPage=4&page=2`);
    expect(p2.body.items.map((x: { position: number; name: string }) => [x.position, x.name])).toEqual([
      [5, "Student"],
      [6, "Gurpreet"],
      [7, "Harpreet"],
      [8, "Jaspreet"],
    ]);
    const p3 = await call("GET", `/api/leaderboard/${quizId}?perPage=4&page=3`);
    expect(p3.body.items.map((x: { position: number }) => x.position)).toEqual([9, 10]);
    const past = await call("GET", `/api/leaderboard/${quizId}?perPage=4&page=9`);
    expect(past.body.items).toEqual([]);
    const capped = await call("GET", `/api/leaderboard/${quizId}?perPage=100000`);
    expect(capped.body.perPage).toBe(100);
  });

  it("gives a student their own row, position and percentile, marked `me` on the page", async () => {
    const r = await call("GET", `/api/leaderboard/${quizId}?perPage=5`, takers[2].pb);
    // 3rd of 10: better than 7 of the 10 takers = 70 %.
    expect(r.body.me).toEqual({ position: 3, percentile: 70, score: 3, timeTaken: 20 });
    expect(
      r.body.items.filter((x: { me: boolean }) => x.me).map((x: { position: number }) => x.position),
    ).toEqual([3]);
    const top = await call("GET", `/api/leaderboard/${quizId}`, takers[0].pb);
    expect(top.body.me.percentile).toBe(90);
    const last = await call("GET", `/api/leaderboard/${quizId}`, takers[9].pb);
    expect(last.body.me).toEqual({ position: 10, percentile: 0, score: 0, timeTaken: 1 });
    const password = "pass-new-xyz";
    const none = await s.admin
      .collection("students")
      .create({ email: "none@example.com", password, passwordConfirm: password });
    const nobody = await s.admin.collection("students").impersonate(none.id, 3600);
    expect((await call("GET", `/api/leaderboard/${quizId}`, nobody)).body.me).toBeNull();
  });

  it("shows staff who each row is; staff can hide a name and show it again", async () => {
    const hide = await call("POST", `/api/students/${takers[2].id}/name-hidden`, s.staff, { hidden: true });
    expect(hide.status).toBe(200);
    expect(hide.body).toEqual({ id: takers[2].id, nameHidden: true });
    const guest = await call("GET", `/api/leaderboard/${quizId}?perPage=3`);
    expect(guest.body.items[2].name).toBe("Student");
    expect(guest.body.items[2].student).toBeUndefined();
    const staff = await call("GET", `/api/leaderboard/${quizId}?perPage=3`, s.staff);
    expect(staff.body.items[2]).toMatchObject({
      name: "Student",
      student: takers[2].id,
      displayName: "Hidden by staff",
      nameHidden: true,
    });
    // The student cannot undo it through their own record.
    const self = await call("PATCH", `/api/collections/students/records/${takers[2].id}`, takers[2].pb, {
      nameHidden: false,
    });
    expect(self.status).not.toBe(200);
    expect((await call("GET", `/api/leaderboard/${quizId}?perPage=3`)).body.items[2].name).toBe("Student");
  });

  it("refuses name hiding from anyone but staff, and bad bodies", async () => {
    const path = `/api/students/${takers[3].id}/name-hidden`;
    expect((await call("POST", path, null, { hidden: true })).status).toBe(401);
    expect([401, 403]).toContain((await call("POST", path, takers[3].pb, { hidden: true })).status);
    const bad = await call("POST", path, s.staff, { hidden: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Send hidden: true or false.");
    expect(
      (await call("POST", "/api/students/nope12345678901/name-hidden", s.staff, { hidden: true })).status,
    ).toBe(404);
  });

  it("answers 404 for an unknown quiz and, for everyone but staff, a draft", async () => {
    expect((await call("GET", "/api/leaderboard/nope12345678901")).status).toBe(404);
    expect((await call("GET", `/api/leaderboard/${draftId}`)).status).toBe(404);
    const staff = await call("GET", `/api/leaderboard/${draftId}`, s.staff);
    expect(staff.status).toBe(200);
    expect([staff.body.totalItems, staff.body.average, staff.body.cutoff]).toEqual([0, null, null]);
  });
});

describe("GET /api/leaderboard/{quizId}/takers.csv", () => {
  it("gives staff every ranked taker with e-mail, in board order, safe for Excel", async () => {
    const r = await call("GET", `/api/leaderboard/${quizId}/takers.csv`, s.staff);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/csv");
    expect(r.headers.get("content-disposition")).toContain(`quiz-${quizId}-takers.csv`);
    const lines = r.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Position,Name,E-mail,Score,Correct,Wrong,Skipped,Time (seconds),Submitted at (UTC)",
    );
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/^1,Taker 0,taker0@example.com,4,4,0,0,50,2\d{3}-/);
    // A name that Excel would run as a formula stays text.
    expect(lines[2]).toMatch(/^2,'=cmd\|' \/C calc'!A0,taker1@example.com,4,4,0,0,60,/);
  });

  it("refuses guests and students", async () => {
    const path = `/api/leaderboard/${quizId}/takers.csv`;
    expect((await call("GET", path)).status).toBe(401);
    expect([401, 403]).toContain((await call("GET", path, takers[0].pb)).status);
  });
});

describe("leaving", () => {
  it("a deleted student's attempts leave the board", async () => {
    await s.admin.collection("students").delete(takers[0].id);
    const r = await call("GET", `/api/leaderboard/${quizId}?perPage=2`);
    expect(r.body.totalItems).toBe(9);
    expect(r.body.items[0].name).toBe('=HYPERLINK("http://x")');
  });
});

describe("rate limits", () => {
  it("the migration adds per-address limits on starting, submitting and leaderboards", async () => {
    const settings = await s.admin.settings.getAll();
    const labels = settings.rateLimits.rules.map((r: { label: string }) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "POST /api/quiz-start",
        "POST /api/attempts",
        "POST /api/attempts/merge",
        "/api/leaderboard/",
      ]),
    );
    // startTestServer switched the limiter off for the other tests: on again for this one.
    await s.admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: true } });
    const starts: number[] = [];
    for (let i = 0; i < 32; i++)
      starts.push((await call("POST", "/api/quiz-start", null, { quiz: quizId })).status);
    expect(starts.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(starts.slice(30)).toEqual([429, 429]);
    const submits: number[] = [];
    for (let i = 0; i < 31; i++) submits.push((await call("POST", "/api/attempts", null, {})).status);
    expect(submits.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(submits[30]).toBe(429);
    const merges: number[] = [];
    for (let i = 0; i < 31; i++) merges.push((await call("POST", "/api/attempts/merge", null, {})).status);
    expect(merges.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(merges[30]).toBe(429);
    const boards: number[] = [];
    for (let i = 0; i < 121; i++)
      boards.push((await call("GET", `/api/leaderboard/${quizId}?perPage=1`)).status);
    expect(boards.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(boards[120]).toBe(429);
  });
});
