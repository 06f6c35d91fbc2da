// The access-rule matrix by role: every collection on the server × list/view/create/update/delete ×
// anonymous/editor/owner, against a real PocketBase with our migrations and hooks. The collections
// come from the server itself, so a collection added without a row in EXPECT fails this test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import { client, startTestServer, status, type TestServer } from "./support/server";

type Role = "anonymous" | "editor" | "owner";
type Verb = "list" | "view" | "create" | "update" | "delete";
const VERBS: Verb[] = ["list", "view", "create", "update", "delete"];
const ROLES: Role[] = ["anonymous", "editor", "owner"];

/**
 * Per collection and role, the verbs allowed, as five letters in the order L V C U D ("-" =
 * refused). List/view/update/delete act on a record the fixture makes; for collections with
 * drafts that record is a draft (guests see published ones: access-rules.test.ts). For users
 * the record is ANOTHER staff member (what an account may do to itself is tested below).
 */
const EXPECT: Record<string, Record<Role, string>> = {
  CAtags: { anonymous: "LV---", editor: "LVCUD", owner: "LVCUD" },
  currentAffairs: { anonymous: "-----", editor: "LVCUD", owner: "LVCUD" },
  quizs: { anonymous: "-----", editor: "LVCUD", owner: "LVCUD" },
  courses: { anonymous: "-----", editor: "LVCUD", owner: "LVCUD" },
  // One record, made by the seed: only owners change it, nobody adds or removes one.
  settings: { anonymous: "LV---", editor: "LV---", owner: "LV-U-" },
  // Sign-up goes through POST /api/newsletter/subscribe (double opt-in), never a direct create.
  subscribers: { anonymous: "-----", editor: "LV--D", owner: "LV--D" },
  // One record per day's digest run, written by the cron; staff may read them.
  digestRuns: { anonymous: "-----", editor: "LV---", owner: "LV---" },
  // Public forms: anyone may send one (staff too); staff read and manage them.
  leads: { anonymous: "--C--", editor: "LVCUD", owner: "LVCUD" },
  messages: { anonymous: "--C--", editor: "LVCUD", owner: "LVCUD" },
  users: { anonymous: "-----", editor: "-----", owner: "LVCUD" },
  signInFailures: { anonymous: "-----", editor: "-----", owner: "LV---" },
  signInLocks: { anonymous: "-----", editor: "-----", owner: "-----" },
  // Anonymous quiz attempts: anyone may send one (checked by a hook); staff read; nobody edits.
  quizAttempts: { anonymous: "--C--", editor: "LVC--", owner: "LVC--" },
  // Student accounts: made by the server at a first sign-in code, never over the API; staff read
  // the register, nobody else (what a student may do to itself and to another: students tests).
  students: { anonymous: "-----", editor: "LV---", owner: "LV---" },
  // Server-timed starts of ranked attempts (POST /api/quiz-start): no API rules at all.
  quizStarts: { anonymous: "-----", editor: "-----", owner: "-----" },
  // Every message the site sends or keeps (e-mail off): owners read it; hooks write it.
  outbox: { anonymous: "-----", editor: "-----", owner: "LV---" },
  // Sign-in code limits, counted by the hooks only.
  studentCodeLog: { anonymous: "-----", editor: "-----", owner: "-----" },
  // A student's own study state (issue 23): nothing for visitors or staff; what the student and
  // another student may do: "study collections" below.
  bookmarks: { anonymous: "-----", editor: "-----", owner: "-----" },
  revisionItems: { anonymous: "-----", editor: "-----", owner: "-----" },
  studyDays: { anonymous: "-----", editor: "-----", owner: "-----" },
  // Question bank and mock tests (issue 24): the bank is staff-only (answers never reach a visitor
  // over the record API); a test is a draft here (published ones: access-rules); attempts are
  // written only by the mock-test routes and read by their student and staff.
  questions: { anonymous: "-----", editor: "LVCUD", owner: "LVCUD" },
  mockTests: { anonymous: "-----", editor: "LVCUD", owner: "LVCUD" },
  mockAttempts: { anonymous: "-----", editor: "LV---", owner: "LV---" },
};

const rnd = () => Math.random().toString(36).slice(2, 10);
const EDITOR = { email: "editor@example.com", password: "editor-pass-123" };

interface Fixture {
  /** A record made by a superuser for list/view/update/delete. */
  make: () => Promise<{ id: string }>;
  /** A valid body for a create. */
  body: () => Record<string, unknown>;
  /** A valid change for an update. */
  change: () => Record<string, unknown>;
  /** Request options an update needs (the settings' version header). */
  options?: () => Promise<{ headers: Record<string, string> }>;
}

let s: TestServer;
let editor: PocketBase;
let editorId: string;
let settingsId: string;
let attemptQuizId: string;
let digestDay = 0;

function fixtures(): Record<string, Fixture> {
  const create = (c: string, body: Record<string, unknown>) => s.admin.collection(c).create(body);
  const draft = (c: string, body: () => Record<string, unknown>): Fixture => ({
    make: () => create(c, { ...body(), active: false }),
    body,
    change: () => ({ name: `Renamed ${rnd()}` }),
  });
  const staffBody = () => {
    const password = `pass-${rnd()}-x`;
    return { email: `s-${rnd()}@example.com`, password, passwordConfirm: password, role: "editor" };
  };
  const studentBody = () => {
    const password = `pass-${rnd()}-x`;
    return { email: `st-${rnd()}@example.com`, password, passwordConfirm: password, name: "Simran" };
  };
  return {
    CAtags: {
      make: () => create("CAtags", { name: `tag ${rnd()}` }),
      body: () => ({ name: `tag ${rnd()}` }),
      change: () => ({ name: `tag ${rnd()}` }),
    },
    currentAffairs: draft("currentAffairs", () => ({ name: "Article", seoURL: `a-${rnd()}`, active: true })),
    quizs: draft("quizs", () => ({ name: "Quiz", active: true, questions: [] })),
    courses: draft("courses", () => ({ name: "Course", price: 100, active: true })),
    settings: {
      make: async () => ({ id: settingsId }),
      body: () => ({ instituteName: "Another institute" }),
      change: () => ({ phone: `+91 9${rnd().replace(/\D/g, "").padEnd(9, "1").slice(0, 9)}` }),
      // Staff saves of the settings say which version they change (X-Settings-Updated).
      options: async () => ({
        headers: { "X-Settings-Updated": (await s.admin.collection("settings").getOne(settingsId)).updated },
      }),
    },
    subscribers: {
      make: () => create("subscribers", { email: `s-${rnd()}@example.com` }),
      body: () => ({ email: `s-${rnd()}@example.com` }),
      change: () => ({ email: `s-${rnd()}@example.com` }),
    },
    leads: {
      make: () => create("leads", { name: "Gurpreet Singh", mobile: "9876543210", course: "PCS" }),
      body: () => ({ name: "Gurpreet Singh", mobile: "9876543210", course: "PCS" }),
      change: () => ({ status: "contacted" }),
    },
    messages: {
      make: () => create("messages", { name: "Aman", email: "aman@example.com", message: "Please call me." }),
      body: () => ({ name: "Aman", email: "aman@example.com", message: "Please call me." }),
      change: () => ({ handled: true }),
    },
    users: { make: () => create("users", staffBody()), body: staffBody, change: () => ({ name: "Renamed" }) },
    signInFailures: {
      make: () => create("signInFailures", { authCollection: "users", email: "x@example.com" }),
      body: () => ({ authCollection: "users", email: "x@example.com" }),
      change: () => ({ locked: true }),
    },
    digestRuns: {
      // One record per day (unique): each probe takes a new day.
      make: () =>
        create("digestRuns", { day: `2001-01-${String(++digestDay).padStart(2, "0")}`, status: "done" }),
      body: () => ({ day: "2002-01-01", status: "done" }),
      change: () => ({ status: "failed" }),
    },
    quizAttempts: {
      make: () => create("quizAttempts", { quiz: attemptQuizId, answers: [1], timeTaken: 5 }),
      body: () => ({ quiz: attemptQuizId, answers: [0], timeTaken: 5 }),
      change: () => ({ timeTaken: 1 }),
    },
    students: {
      make: () => create("students", studentBody()),
      body: studentBody,
      change: () => ({ name: `Renamed ${rnd()}` }),
    },
    quizStarts: {
      make: () => create("quizStarts", { token: rnd().padEnd(32, "x"), quiz: attemptQuizId }),
      body: () => ({ token: rnd().padEnd(32, "y"), quiz: attemptQuizId }),
      change: () => ({ deadline: "2030-01-01 00:00:00.000Z" }),
    },
    outbox: {
      make: () => create("outbox", { to: `o-${rnd()}@example.com`, subject: "Hello", status: "stored" }),
      body: () => ({ to: "x@example.com", subject: "Forged", status: "sent" }),
      change: () => ({ status: "sent" }),
    },
    studentCodeLog: {
      make: () => create("studentCodeLog", { key: `addr:${rnd()}`, at: new Date().toISOString() }),
      body: () => ({ key: "addr:x", at: new Date().toISOString() }),
      change: () => ({ at: "2000-01-01T00:00:00.000Z" }),
    },
    signInLocks: {
      make: () => create("signInLocks", { authCollection: "users", identity: `${rnd()}@example.com` }),
      body: () => ({ authCollection: "users", identity: `${rnd()}@example.com` }),
      change: () => ({ failures: 0 }),
    },
    ...studyFixtures(create),
    ...mockFixtures(create),
  };
}

// Question bank and mock tests (issue 24).
let mockTestId: Promise<string> | null = null;
function mockFixtures(
  create: (c: string, body: Record<string, unknown>) => Promise<{ id: string }>,
): Record<string, Fixture> {
  const question = () => ({ textEn: `Question ${rnd()}?`, optionsEn: ["Yes", "No"], answer: 0 });
  // A published test needs a section with questions (pb_hooks/lib/mock-test-save.js): the staff
  // bodies are drafts; the live test picks a question of its own.
  const test = () => ({ name: `Mock ${rnd()}`, sections: [], active: false });
  const liveTest = () =>
    (mockTestId ??= create("questions", question())
      .then((q) =>
        create("mockTests", {
          ...test(),
          active: true,
          sections: [
            {
              title: "Part 1",
              timeLimit: 0,
              qualifying: 0,
              marks: 1,
              negativeMarking: "none",
              pick: { mode: "fixed", questions: [q.id] },
            },
          ],
        }),
      )
      .then((r) => r.id));
  return {
    questions: { make: () => create("questions", question()), body: question, change: question },
    mockTests: {
      make: () => create("mockTests", test()),
      body: test,
      change: () => ({ name: `Renamed ${rnd()}` }),
    },
    mockAttempts: {
      make: async () => create("mockAttempts", { test: await liveTest(), token: rnd().padEnd(32, "m") }),
      body: () => ({ test: "", token: rnd().padEnd(32, "n") }),
      change: () => ({ score: 99 }),
    },
  };
}

// Study collections (issue 23): records of one student (studyOwner), each on a target of its own
// (a bookmark per new article, a revision item per question index, a study day per day); a create
// names the owner and a target nobody has used (only the rule decides).
let studyOwner: Promise<{ id: string; pb: PocketBase }> | null = null;
let studyOwnerId = "";
let spareArticle = "";
let studyN = 0;
function owner() {
  return (studyOwner ??= (async () => {
    const rec = await s.admin.collection("students").create({
      email: `study-${rnd()}@example.com`,
      password: "study-pass-123",
      passwordConfirm: "study-pass-123",
      name: "Owner",
    });
    return { id: rec.id, pb: await s.admin.collection("students").impersonate(rec.id, 3600) };
  })());
}
async function publicArticle() {
  return (
    await s.admin.collection("currentAffairs").create({ name: "A", seoURL: `st-${rnd()}`, active: true })
  ).id;
}
/** A day of its own for each study day made ("2003-01-01" onwards). */
const nextDay = () => new Date(Date.UTC(2003, 0, 1) + ++studyN * 86400000).toISOString().slice(0, 10);
function studyFixtures(
  create: (c: string, body: Record<string, unknown>) => Promise<{ id: string }>,
): Record<string, Fixture> {
  return {
    bookmarks: {
      make: async () =>
        create("bookmarks", { student: (await owner()).id, kind: "article", article: await publicArticle() }),
      body: () => ({ student: studyOwnerId, kind: "article", article: spareArticle }),
      change: () => ({ kind: "question", quiz: attemptQuizId, question: 0 }),
    },
    revisionItems: {
      make: async () =>
        create("revisionItems", {
          student: (await owner()).id,
          quiz: attemptQuizId,
          question: ++studyN,
          due: new Date().toISOString(),
          source: "wrong",
        }),
      body: () => ({
        student: studyOwnerId,
        quiz: attemptQuizId,
        question: 999,
        due: new Date().toISOString(),
        source: "wrong",
      }),
      change: () => ({ due: "2000-01-01 00:00:00.000Z" }),
    },
    studyDays: {
      make: async () => create("studyDays", { student: (await owner()).id, day: nextDay() }),
      body: () => ({ student: studyOwnerId, day: "2002-06-01" }),
      change: () => ({ day: "2002-06-02" }),
    },
  };
}

async function listed(pb: PocketBase, c: string, id: string): Promise<boolean> {
  try {
    return (await pb.collection(c).getFullList({ fields: "id" })).some((r) => r.id === id);
  } catch {
    return false;
  }
}

/** What `pb` may actually do on collection `c`, in the EXPECT notation. */
async function probe(pb: PocketBase, c: string, f: Fixture): Promise<string> {
  const rec = await f.make();
  const ok = async (p: Promise<unknown>) => (await status(p)) === 200;
  const result: Record<Verb, boolean> = {
    list: await listed(pb, c, rec.id),
    view: await ok(pb.collection(c).getOne(rec.id)),
    create: await ok(pb.collection(c).create(f.body())),
    update: await ok(pb.collection(c).update(rec.id, f.change(), await f.options?.())),
    delete: await ok(pb.collection(c).delete(rec.id)),
  };
  return VERBS.map((v) => (result[v] ? v[0].toUpperCase() : "-")).join("");
}

async function signIn(email: string, password: string): Promise<PocketBase> {
  const pb = client(s.url);
  await pb.collection("users").authWithPassword(email, password);
  return pb;
}

beforeAll(async () => {
  s = await startTestServer();
  const ed = await s.admin
    .collection("users")
    .create({ ...EDITOR, passwordConfirm: EDITOR.password, role: "editor", name: "Editor" });
  editorId = ed.id;
  editor = await signIn(EDITOR.email, EDITOR.password);
  settingsId = (await s.admin.collection("settings").create({ instituteName: "Test Institute" })).id;
  attemptQuizId = (
    await s.admin.collection("quizs").create({
      name: "Attempted quiz",
      active: true,
      questions: [{ text: "2 + 2?", options: ["3", "4"], answer: "4", order: 1 }],
    })
  ).id;
});
afterAll(async () => s?.stop());

beforeAll(async () => {
  studyOwnerId = (await owner()).id;
  spareArticle = await publicArticle();
});

describe("the matrix: every collection × verb × anonymous/editor/owner", () => {
  it("every collection on the server has a row in EXPECT (and every row a collection)", async () => {
    const names = (await s.admin.collections.getFullList())
      .map((c) => c.name)
      .filter((n) => !n.startsWith("_"))
      .sort();
    const missing = names.filter((n) => !(n in EXPECT));
    const stale = Object.keys(EXPECT).filter((n) => !names.includes(n));
    expect(
      missing,
      `No access expectations for collection(s) ${missing.join(", ")}: add a row to EXPECT (and a fixture) in tests/integration/access-roles.test.ts`,
    ).toEqual([]);
    expect(stale, `EXPECT names collections the server does not have: ${stale.join(", ")}`).toEqual([]);
  });

  for (const c of Object.keys(EXPECT)) {
    it(`${c}: ${ROLES.map((r) => `${r} ${EXPECT[c][r]}`).join(", ")}`, async () => {
      const f = fixtures()[c];
      expect(f, `No fixture for ${c} in tests/integration/access-roles.test.ts`).toBeDefined();
      const actual: Record<Role, string> = {
        anonymous: await probe(s.guest(), c, f),
        editor: await probe(editor, c, f),
        owner: await probe(s.staff, c, f),
      };
      expect(actual).toEqual(EXPECT[c]);
    });
  }
});

describe("field-level: what a staff account may do to itself", () => {
  it("an editor cannot make themselves an owner (nor send a role at all)", async () => {
    expect(await status(editor.collection("users").update(editorId, { role: "owner" }))).not.toBe(200);
    expect(await status(editor.collection("users").update(editorId, { role: "editor" }))).not.toBe(200);
    expect((await s.admin.collection("users").getOne(editorId)).role).toBe("editor");
  });

  it("an editor sees only their own account and may rename themselves", async () => {
    const list = await editor.collection("users").getFullList();
    expect(list.map((u) => u.id)).toEqual([editorId]);
    expect(await status(editor.collection("users").update(editorId, { name: "Editor Kaur" }))).toBe(200);
  });

  it("an editor cannot change their e-mail or verified flag directly", async () => {
    expect(
      await status(editor.collection("users").update(editorId, { email: "other@example.com" })),
    ).not.toBe(200);
    expect(await status(editor.collection("users").update(editorId, { verified: true }))).not.toBe(200);
  });

  it("an editor cannot update the settings", async () => {
    expect(await status(editor.collection("settings").update(settingsId, { phone: "+91 90000 00000" }))).toBe(
      404,
    );
  });

  it("nobody signs up anonymously, with or without a role", async () => {
    const g = s.guest();
    for (const role of [undefined, "editor", "owner"]) {
      const body = {
        email: `new-${rnd()}@example.com`,
        password: "password123",
        passwordConfirm: "password123",
      };
      expect(await status(g.collection("users").create(role ? { ...body, role } : body))).not.toBe(200);
    }
    expect(await s.admin.collection("users").getList(1, 1, { filter: "email ~ 'new-'" })).toMatchObject({
      totalItems: 0,
    });
  });

  it("an editor cannot add staff or make another account an owner", async () => {
    const other = await s.admin.collection("users").create({
      email: `o-${rnd()}@example.com`,
      password: "other-pass-1",
      passwordConfirm: "other-pass-1",
      role: "editor",
    });
    expect(await status(editor.collection("users").update(other.id, { role: "owner" }))).toBe(404);
    const body = { email: `e-${rnd()}@example.com`, password: "password123", passwordConfirm: "password123" };
    expect(await status(editor.collection("users").create({ ...body, role: "owner" }))).not.toBe(200);
  });

  it("a role must be owner or editor", async () => {
    const body = { email: `r-${rnd()}@example.com`, password: "password123", passwordConfirm: "password123" };
    expect(await status(s.staff.collection("users").create({ ...body, role: "admin" }))).toBe(400);
    expect(await status(s.staff.collection("users").create(body))).toBe(400);
  });

  it("changing one's own password needs the current one, for owners too", async () => {
    const me = s.staff.authStore.record!.id;
    const body = { password: "new-pass-12345", passwordConfirm: "new-pass-12345" };
    expect(await status(editor.collection("users").update(editorId, body))).toBe(400);
    expect(await status(s.staff.collection("users").update(me, body))).toBe(400);
    expect(
      await status(editor.collection("users").update(editorId, { ...body, oldPassword: "wrong-password" })),
    ).toBe(400);
  });
});

describe("passwords and sessions", () => {
  it("changing your password ends your other sessions; signing in again keeps this one", async () => {
    const email = `pw-${rnd()}@example.com`;
    const rec = await s.admin
      .collection("users")
      .create({ email, password: "first-pass-123", passwordConfirm: "first-pass-123", role: "editor" });
    const here = await signIn(email, "first-pass-123");
    const other = await signIn(email, "first-pass-123");

    const changed = await status(
      here.collection("users").update(rec.id, {
        oldPassword: "first-pass-123",
        password: "second-pass-123",
        passwordConfirm: "second-pass-123",
      }),
    );
    expect(changed).toBe(200);
    // Both old tokens are dead (PocketBase changed the account's tokenKey)…
    expect(await status(other.collection("users").authRefresh())).toBe(401);
    expect(await status(here.collection("users").authRefresh())).toBe(401);
    // …this session signs in again with the new password (an old token sent along is ignored).
    expect(await status(here.collection("users").authWithPassword(email, "second-pass-123"))).toBe(200);
    expect(await status(here.collection("users").authRefresh())).toBe(200);
    expect(await status(other.collection("users").authRefresh())).toBe(401);
    expect(await status(signIn(email, "first-pass-123"))).toBe(400);
  });

  it("an owner resets another staff member's password without the old one, which signs them out", async () => {
    const email = `reset-${rnd()}@example.com`;
    const rec = await s.admin
      .collection("users")
      .create({ email, password: "first-pass-123", passwordConfirm: "first-pass-123", role: "editor" });
    const them = await signIn(email, "first-pass-123");
    const reset = s.staff
      .collection("users")
      .update(rec.id, { password: "reset-pass-123", passwordConfirm: "reset-pass-123" });
    expect(await status(reset)).toBe(200);
    expect(await status(them.collection("users").authRefresh())).toBe(401);
    expect(await status(signIn(email, "reset-pass-123"))).toBe(200);
  });
});

describe("the last owner", () => {
  /** Leaves exactly the given accounts as owners (all others editors), as a superuser. */
  async function onlyOwners(ids: string[]) {
    // Promotions first, so that the demotions never meet the last-owner guard.
    const all = await s.admin.collection("users").getFullList();
    for (const u of all)
      if (ids.includes(u.id)) await s.admin.collection("users").update(u.id, { role: "owner" });
    for (const u of all)
      if (!ids.includes(u.id) && u.role !== "editor")
        await s.admin.collection("users").update(u.id, { role: "editor" });
  }
  async function owners(): Promise<string[]> {
    return (await s.admin.collection("users").getFullList({ filter: "role = 'owner'" })).map((u) => u.id);
  }
  async function newOwner(): Promise<{ id: string; pb: PocketBase }> {
    const email = `owner-${rnd()}@example.com`;
    const rec = await s.admin
      .collection("users")
      .create({ email, password: "owner-pass-123", passwordConfirm: "owner-pass-123", role: "owner" });
    return { id: rec.id, pb: await signIn(email, "owner-pass-123") };
  }

  it("cannot be demoted or removed, with a clear message", async () => {
    const me = s.staff.authStore.record!.id;
    await onlyOwners([me]);
    const demote = s.staff.collection("users").update(me, { role: "editor" });
    await expect(demote).rejects.toMatchObject({
      status: 400,
      response: { data: { role: { message: expect.stringMatching(/at least one owner/) } } },
    });
    await expect(s.staff.collection("users").delete(me)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/cannot remove the last owner/),
    });
    // Superusers too: the site always keeps an owner who can manage staff.
    expect(await status(s.admin.collection("users").update(me, { role: "editor" }))).toBe(400);
    expect(await status(s.admin.collection("users").delete(me))).toBe(400);
    expect(await owners()).toEqual([me]);
  });

  it("with two owners, one may be demoted or removed", async () => {
    const me = s.staff.authStore.record!.id;
    const second = await newOwner();
    await onlyOwners([me, second.id]);
    expect(await status(s.staff.collection("users").update(second.id, { role: "editor" }))).toBe(200);
    await onlyOwners([me, second.id]);
    expect(await status(s.staff.collection("users").delete(second.id))).toBe(200);
    expect(await owners()).toEqual([me]);
  });

  it("two owners demoting or removing each other at the same moment leave one owner", async () => {
    for (let round = 0; round < 6; round++) {
      const a = await newOwner();
      const b = await newOwner();
      await onlyOwners([a.id, b.id]);
      const remove = round % 2 === 1;
      const results = await Promise.all([
        status(
          remove
            ? a.pb.collection("users").delete(b.id)
            : a.pb.collection("users").update(b.id, { role: "editor" }),
        ),
        status(b.pb.collection("users").update(a.id, { role: "editor" })),
      ]);
      const left = await owners();
      expect(left, `round ${round}: ${results.join(", ")}`).toHaveLength(1);
      expect(results.filter((r) => r === 200)).toHaveLength(1);
    }
    await onlyOwners([s.staff.authStore.record!.id]);
  });
});

// Ranked quizzes (attempts branch): quizStarts for students too, and the quizs `ranked` field.
describe("ranked quizzes: quizStarts and quizs.ranked for students, another student and staff", () => {
  async function student() {
    const password = `pass-${rnd()}-x`;
    const rec = await s.admin
      .collection("students")
      .create({ email: `rk-${rnd()}@example.com`, password, passwordConfirm: password });
    return s.admin.collection("students").impersonate(rec.id, 600);
  }

  it("no student reads, writes or deletes a start, not even their own", async () => {
    const me = await student();
    const other = await student();
    const res = await fetch(`${s.url}/api/quiz-start`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: me.authStore.token },
      body: JSON.stringify({ quiz: attemptQuizId }),
    });
    expect(res.status).toBe(200);
    const mine = await s.admin
      .collection("quizStarts")
      .getFirstListItem(s.admin.filter("quiz = {:q}", { q: attemptQuizId }));
    for (const pb of [me, other]) {
      expect(await status(pb.collection("quizStarts").getList(1, 5))).toBe(403);
      expect(await status(pb.collection("quizStarts").getOne(mine.id))).toBe(403);
      expect(await status(pb.collection("quizStarts").update(mine.id, { deadline: "" }))).toBe(403);
      expect(await status(pb.collection("quizStarts").delete(mine.id))).toBe(403);
      expect(
        await status(
          pb.collection("quizStarts").create({ token: rnd().padEnd(32, "z"), quiz: attemptQuizId }),
        ),
      ).toBe(403);
    }
  });

  it("staff switch a quiz's ranking; students and guests cannot", async () => {
    const me = await student();
    expect(await status(me.collection("quizs").update(attemptQuizId, { ranked: true }))).toBe(404);
    expect(await status(s.guest().collection("quizs").update(attemptQuizId, { ranked: true }))).toBe(404);
    expect((await editor.collection("quizs").update(attemptQuizId, { ranked: true })).ranked).toBe(true);
    expect((await s.staff.collection("quizs").update(attemptQuizId, { ranked: false })).ranked).toBe(false);
    // Everyone who may read the quiz sees whether it is ranked.
    expect((await me.collection("quizs").getOne(attemptQuizId)).ranked).toBe(false);
  });
});

// Students (issue 23): a signed-in student on their own records ("student") and on another
// student's ("other student"), for the collections students touch. Same notation as EXPECT.
describe("the matrix for students: student and other student", () => {
  const STUDENT_EXPECT: Record<string, { student: string; "other student": string }> = {
    // Themself: read, rename, delete (no create: the server makes accounts); nobody else.
    students: { student: "LV-UD", "other student": "-----" },
    // Their own attempts: read them; anyone may send one (checked by a hook); nobody edits.
    quizAttempts: { student: "LVC--", "other student": "--C--" },
    // The outbox (their sign-in codes among others) is the owners' only.
    outbox: { student: "-----", "other student": "-----" },
  };

  /** A student signed in with a code read from the outbox (no SMTP in tests). */
  async function student(): Promise<{ id: string; pb: PocketBase }> {
    const email = `role-${rnd()}@example.com`;
    const r = await fetch(`${s.url}/api/students/request-code`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, name: "Role Student" }),
    });
    const { otpId } = (await r.json()) as { otpId: string };
    const [mail] = await s.admin
      .collection("outbox")
      .getFullList({ filter: s.admin.filter("to = {:email}", { email }) });
    const code = String(mail?.["text"]).match(/\b(\d{6})\b/)![1]!;
    const pb = client(s.url);
    const auth = await pb.collection("students").authWithOTP(otpId, code);
    return { id: auth.record.id, pb };
  }

  /** What `pb` may do on `rec` of collection `c`, in the EXPECT notation. */
  async function probeRecord(
    pb: PocketBase,
    c: string,
    rec: { id: string },
    body: Record<string, unknown>,
    change: Record<string, unknown>,
  ): Promise<string> {
    const ok = async (p: Promise<unknown>) => (await status(p)) === 200;
    const result: Record<Verb, boolean> = {
      list: await listed(pb, c, rec.id),
      view: await ok(pb.collection(c).getOne(rec.id)),
      create: await ok(pb.collection(c).create(body)),
      update: await ok(pb.collection(c).update(rec.id, change)),
      delete: await ok(pb.collection(c).delete(rec.id)),
    };
    return VERBS.map((v) => (result[v] ? v[0].toUpperCase() : "-")).join("");
  }

  /** The record `owner` owns in collection `c`, with a body to create and a change. */
  async function ownRecord(c: string, owner: { id: string }) {
    if (c === "students") {
      return {
        rec: { id: owner.id },
        body: { email: `new-${rnd()}@example.com`, name: "Forged" },
        change: { name: `R ${rnd()}` },
      };
    }
    if (c === "quizAttempts") {
      const rec = await s.admin
        .collection("quizAttempts")
        .create({ quiz: attemptQuizId, answers: [1], timeTaken: 5, student: owner.id });
      return { rec, body: { quiz: attemptQuizId, answers: [0], timeTaken: 5 }, change: { timeTaken: 1 } };
    }
    const rec = await s.admin
      .collection("outbox")
      .create({ to: `o-${rnd()}@example.com`, subject: "Code", status: "stored" });
    return {
      rec,
      body: { to: "x@example.com", subject: "Forged", status: "sent" },
      change: { status: "sent" },
    };
  }

  for (const c of Object.keys(STUDENT_EXPECT)) {
    it(`${c}: student ${STUDENT_EXPECT[c]!.student}, other student ${STUDENT_EXPECT[c]!["other student"]}`, async () => {
      const me = await student();
      const other = await student();
      const mine = await ownRecord(c, me);
      const theirs = await ownRecord(c, other);
      const actual = {
        // Another's first: the own probe may delete the student's own account.
        "other student": await probeRecord(me.pb, c, theirs.rec, theirs.body, theirs.change),
        student: await probeRecord(me.pb, c, mine.rec, mine.body, mine.change),
      };
      expect(actual).toEqual(STUDENT_EXPECT[c]);
    });
  }

  it("a student cannot set their own nameHidden, e-mail or verified flag", async () => {
    const me = await student();
    for (const change of [{ nameHidden: true }, { email: `x-${rnd()}@example.com` }, { verified: false }]) {
      expect(await status(me.pb.collection("students").update(me.id, change))).not.toBe(200);
    }
    expect(await s.admin.collection("students").getOne(me.id)).toMatchObject({
      nameHidden: false,
      verified: true,
    });
  });
});

describe("study collections: the student and another student", () => {
  // The owner reads their own and adds or removes bookmarks; revision items and study days are the
  // server's to write. Another student can do nothing with them (a create naming the owner included).
  const OWN: Record<string, string> = { bookmarks: "LVC-D", revisionItems: "LV---", studyDays: "LV---" };
  for (const c of Object.keys(OWN)) {
    it(`${c}: the student ${OWN[c]}, another student -----`, async () => {
      const f = fixtures()[c]!;
      const other = await s.admin.collection("students").create({
        email: `other-${rnd()}@example.com`,
        password: "other-pass-123",
        passwordConfirm: "other-pass-123",
        name: "Other",
      });
      const otherPb = await s.admin.collection("students").impersonate(other.id, 3600);
      expect(await probe(otherPb, c, f)).toBe("-----");
      expect(await probe((await owner()).pb, c, f)).toBe(OWN[c]);
    });
  }
});

// Staff's texts in Punjabi (issue 24, pb_migrations/1764700300_punjabi_content.js): the `…Pa`
// twins are read by guests and written by exactly the roles that write the English field.
describe("Punjabi twins: read by guests, written by whoever writes the English", () => {
  const headers = async () => ({
    headers: { "X-Settings-Updated": (await s.admin.collection("settings").getOne(settingsId)).updated },
  });
  const aStudent = async () => {
    const rec = await s.admin.collection("students").create({
      email: `pa-${rnd()}@example.com`,
      password: "pa-pass-1234",
      passwordConfirm: "pa-pass-1234",
      name: "Simran",
    });
    return s.admin.collection("students").impersonate(rec.id, 3600);
  };

  it("guests read a tag's, a published course's and the settings' Punjabi fields", async () => {
    const tag = await s.admin.collection("CAtags").create({ name: `pa ${rnd()}`, namePa: "ਪੰਜਾਬ" });
    const course = await s.admin
      .collection("courses")
      .create({ name: "Police", namePa: "ਪੁਲਿਸ", descriptionPa: "ਚਾਲੀ ਟੈਸਟ", price: 1, active: true });
    await s.admin.collection("settings").update(settingsId, {
      taglinePa: "ਪੰਜਾਬੀ ਵਿੱਚ ਕੋਚਿੰਗ",
      aboutPa: "<p>ਸਾਡੇ ਬਾਰੇ</p>",
      stats: [{ label: "Students", value: "930+", note: "", labelPa: "ਵਿਦਿਆਰਥੀ" }],
    });
    const guest = s.guest();
    expect((await guest.collection("CAtags").getOne(tag.id)).namePa).toBe("ਪੰਜਾਬ");
    expect(await guest.collection("courses").getOne(course.id)).toMatchObject({
      namePa: "ਪੁਲਿਸ",
      descriptionPa: "ਚਾਲੀ ਟੈਸਟ",
    });
    const settings = await guest.collection("settings").getOne(settingsId);
    expect(settings).toMatchObject({ taglinePa: "ਪੰਜਾਬੀ ਵਿੱਚ ਕੋਚਿੰਗ", aboutPa: "<p>ਸਾਡੇ ਬਾਰੇ</p>" });
    expect(settings.stats[0].labelPa).toBe("ਵਿਦਿਆਰਥੀ");
  });

  it("editors write tags' and courses' Punjabi; guests and students cannot", async () => {
    const tag = await s.admin.collection("CAtags").create({ name: `pa ${rnd()}` });
    const course = await s.admin.collection("courses").create({ name: "Draft", price: 1, active: true });
    const student = await aStudent();
    for (const pb of [s.guest(), student]) {
      expect(await status(pb.collection("CAtags").update(tag.id, { namePa: "ਗ਼ਲਤ" }))).not.toBe(200);
      expect(await status(pb.collection("courses").update(course.id, { namePa: "ਗ਼ਲਤ" }))).not.toBe(200);
    }
    expect((await s.admin.collection("CAtags").getOne(tag.id)).namePa).toBe("");
    expect(await status(editor.collection("CAtags").update(tag.id, { namePa: "ਖੇਡਾਂ" }))).toBe(200);
    expect(
      await status(editor.collection("courses").update(course.id, { namePa: "ਕੋਰਸ", descriptionPa: "ਵੇਰਵਾ" })),
    ).toBe(200);
    expect((await s.admin.collection("CAtags").getOne(tag.id)).namePa).toBe("ਖੇਡਾਂ");
    expect((await s.admin.collection("courses").getOne(course.id)).descriptionPa).toBe("ਵੇਰਵਾ");
  });

  it("only owners write the settings' Punjabi, as the English; unsafe Punjabi About HTML is refused", async () => {
    const before = (await s.admin.collection("settings").getOne(settingsId)).taglinePa;
    expect(
      await status(editor.collection("settings").update(settingsId, { taglinePa: "ਸੰਪਾਦਕ" }, await headers())),
    ).not.toBe(200);
    expect(
      await status(
        s
          .guest()
          .collection("settings")
          .update(settingsId, { taglinePa: "ਮਹਿਮਾਨ" }, await headers()),
      ),
    ).not.toBe(200);
    expect((await s.admin.collection("settings").getOne(settingsId)).taglinePa).toBe(before);
    expect(
      await status(s.staff.collection("settings").update(settingsId, { taglinePa: "ਮਾਲਕ" }, await headers())),
    ).toBe(200);
    expect((await s.admin.collection("settings").getOne(settingsId)).taglinePa).toBe("ਮਾਲਕ");
    expect(
      await status(
        s.staff
          .collection("settings")
          .update(settingsId, { aboutPa: '<p onclick="alert(1)">ਸਾਡੇ ਬਾਰੇ</p>' }, await headers()),
      ),
    ).toBe(400);
  });
});
