// msw handlers for the mock-test pages' unit tests, following issue 24's contract
// (docs: /work/briefs/mock-contract.md, "The mock-attempt HTTP API"): the mockTests collection
// (live tests only), and the attempt routes (start, get, answer, section, finish) backed by
// an in-memory bank, with the server's clock under the test's control (to test a device whose
// clock is off) and switches for a lost connection.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { MockTest } from "@/types/pocketbase";
import type { MockAttemptView, MockSectionView } from "../api/mock-attempt-view";

export interface BankQuestion {
  id: string;
  text: { en: string; pa: string; hi: string };
  options: { en: string[]; pa: string[]; hi: string[] };
  topics: string[];
  answer: number;
  explanation: { en: string; pa: string; hi: string };
}

interface Attempt {
  view: MockAttemptView;
  token: string;
  student: string;
}

export interface MockServerState {
  tests: MockTest[];
  bank: Record<string, BankQuestion>;
  attempts: Attempt[];
  /** The server's clock (ms); the device's is Date.now(). */
  serverNow: () => number;
  /** The next N answer saves fail as if the network were down. */
  dropAnswers: number;
  /** The next N list/get reads of mockTests fail with a 500. */
  failReads: number;
  /** Every call to the attempt routes: method, path, token header, auth header, body. */
  calls: { method: string; path: string; token: string; auth: string; body: unknown }[];
  /** What a finished ranked attempt gets as rank (signed-in students only). */
  rank: { rank: number; of: number; percentile: number } | null;
}

export function makeBankQuestion(id: string, over: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id,
    text: { en: `Question ${id}?`, pa: `ਸਵਾਲ ${id}?`, hi: "" },
    options: { en: ["Alpha", "Beta", "Gamma", "Delta"], pa: ["ੳ", "ਅ", "ੲ", "ਸ"], hi: [] },
    topics: ["Punjab History"],
    answer: 0,
    explanation: { en: `Because ${id}.`, pa: `ਕਿਉਂਕਿ ${id}।`, hi: "" },
    ...over,
  };
}

export function makeMockTest(over: Partial<MockTest> = {}): MockTest {
  return {
    id: "mt1",
    collectionId: "pbc_mockTests",
    collectionName: "mockTests",
    created: "2026-11-27 10:00:00.000Z",
    updated: "2026-11-27 10:00:00.000Z",
    name: "PSTET mini",
    namePa: "ਪੀਐਸਟੀਈਟੀ ਛੋਟਾ",
    instructions: "Read each question carefully.",
    instructionsPa: "ਹਰ ਸਵਾਲ ਧਿਆਨ ਨਾਲ ਪੜ੍ਹੋ।",
    pattern: "",
    sections: [
      {
        id: "s1",
        title: "Punjab GK",
        titlePa: "ਪੰਜਾਬ ਜੀਕੇ",
        timeLimit: 10,
        qualifying: 1,
        marks: 1,
        negativeMarking: "1/4",
        pick: { mode: "fixed", questions: ["q1", "q2"] },
      },
      {
        id: "s2",
        title: "Reasoning",
        titlePa: "ਤਰਕ",
        timeLimit: 5,
        qualifying: 0,
        marks: 2,
        negativeMarking: "none",
        pick: { mode: "fixed", questions: ["q3"] },
      },
    ],
    timeLimit: 0,
    lockedOrder: true,
    active: true,
    publishAt: "",
    ranked: true,
    ...over,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const err = (status: number, message: string) => HttpResponse.json({ status, message, data: {} }, { status });

/** The contract's scoring: per section correct × marks − wrong × marks × penalty. */
function score(state: MockServerState, view: MockAttemptView, now: number) {
  const penalty = { none: 0, "1/4": 0.25, "1/3": 1 / 3 } as const;
  const topicTally = new Map<string, { correct: number; answered: number }>();
  let correct = 0;
  let wrong = 0;
  let skipped = 0;
  const sections = view.sections.map((s) => {
    let c = 0;
    let w = 0;
    let k = 0;
    for (const q of s.questions) {
      const a = view.answers[q.id];
      const key = state.bank[q.id]!.answer;
      if (a === null || a === undefined) k++;
      else {
        const right = a === key;
        if (right) c++;
        else w++;
        for (const t of q.topics) {
          const x = topicTally.get(t) ?? { correct: 0, answered: 0 };
          x.answered++;
          if (right) x.correct++;
          topicTally.set(t, x);
        }
      }
    }
    correct += c;
    wrong += w;
    skipped += k;
    const sc = Math.round((c * s.marks - w * s.marks * penalty[s.negativeMarking]) * 100) / 100;
    const started = s.startedAt ? Date.parse(s.startedAt) : now;
    const ended = s.endedAt ? Date.parse(s.endedAt) : now;
    return {
      id: s.id,
      correct: c,
      wrong: w,
      skipped: k,
      score: sc,
      total: s.questions.length * s.marks,
      qualified: s.qualifying > 0 ? sc >= s.qualifying : null,
      seconds: Math.max(0, Math.round((ended - started) / 1000)),
    };
  });
  const topics = [...topicTally.entries()]
    .map(([topic, x]) => ({ topic, ...x, percent: Math.round((x.correct / x.answered) * 100) }))
    .sort((a, b) => a.percent - b.percent);
  const total = sections.reduce((a, s) => a + s.total, 0);
  return {
    result: { sections, topics, total },
    score: Math.round(sections.reduce((a, s) => a + s.score, 0) * 100) / 100,
    correct,
    wrong,
    skipped,
  };
}

export function startMockServer() {
  const state: MockServerState = {
    tests: [],
    bank: {},
    attempts: [],
    serverNow: () => Date.now(),
    dropAnswers: 0,
    failReads: 0,
    calls: [],
    rank: null,
  };

  /** The lazy part of every call: a section whose deadline passed has ended. */
  function settle(a: Attempt) {
    const now = state.serverNow();
    for (const s of a.view.sections) {
      if (s.startedAt && !s.endedAt && s.deadline && Date.parse(s.deadline) <= now) s.endedAt = s.deadline;
    }
    a.view.now = iso(now);
  }

  function open(a: Attempt, i: number) {
    const now = state.serverNow();
    const s = a.view.sections[i]!;
    if (!s.startedAt) {
      s.startedAt = iso(now);
      s.deadline = s.timeLimit > 0 ? iso(now + s.timeLimit * 60_000) : "";
    }
    a.view.current = i;
  }

  function finish(a: Attempt) {
    const now = state.serverNow();
    if (a.view.finishedAt) return;
    for (const s of a.view.sections) if (s.startedAt && !s.endedAt) s.endedAt = iso(now);
    a.view.current = a.view.sections.length;
    a.view.finishedAt = iso(now);
    Object.assign(a.view, score(state, a.view, now));
    a.view.timeTaken = Math.round((now - Date.parse(a.view.sections[0]!.startedAt)) / 1000);
    a.view.rank = a.student && a.view.test.ranked ? state.rank : null;
    a.view.review = Object.fromEntries(
      a.view.sections.flatMap((s) =>
        s.questions.map((q) => [
          q.id,
          { answer: state.bank[q.id]!.answer, explanation: state.bank[q.id]!.explanation },
        ]),
      ),
    );
  }

  /**
   * The attempt a request may use, as the server decides: a student's attempt by their sign-in
   * only; a device attempt by its token (and it becomes the signed-in student's, if one is).
   */
  function find(request: Request, id: string): Attempt | Response {
    const a = state.attempts.find((x) => x.view.id === id);
    if (!a) return err(404, "The requested resource wasn't found.");
    const token = request.headers.get("X-Attempt-Token") ?? "";
    const auth = request.headers.get("Authorization") ?? "";
    const ok = a.student ? auth !== "" : token !== "" && token === a.token;
    if (!ok) return err(404, "This attempt was not found.");
    if (!a.student && auth) a.student = "st1";
    settle(a);
    return a;
  }

  async function log(request: Request, path: string) {
    const body =
      request.method === "POST"
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    state.calls.push({
      method: request.method,
      path,
      token: request.headers.get("X-Attempt-Token") ?? "",
      auth: request.headers.get("Authorization") ?? "",
      body,
    });
  }

  const view = (a: Attempt) => {
    const copy = structuredClone(a.view);
    delete copy.token;
    if (!copy.finishedAt) {
      delete copy.review;
    }
    return copy;
  };

  const server = setupServer(
    http.get("*/api/collections/settings/records", () =>
      HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
    ),
    http.get("*/api/collections/mockTests/records", ({ request }) => {
      if (state.failReads > 0) {
        state.failReads--;
        return err(500, "Something went wrong.");
      }
      const filter = new URL(request.url).searchParams.get("filter") ?? "";
      const id = /id = "([^"]+)"/.exec(filter)?.[1];
      const items = state.tests.filter((t) => t.active && (!id || t.id === id));
      return HttpResponse.json({ page: 1, perPage: 100, totalItems: -1, totalPages: -1, items });
    }),
    http.post("*/api/mock-tests/:testId/start", async ({ request, params }) => {
      await log(request, `start/${String(params.testId)}`);
      const test = state.tests.find((t) => t.id === params.testId && t.active);
      if (!test) return err(404, "This test is not available.");
      const auth = request.headers.get("Authorization") ?? "";
      const student = auth ? "st1" : "";
      const open_ = student && state.attempts.find((a) => a.student === student && !a.view.finishedAt);
      if (open_) {
        settle(open_);
        return HttpResponse.json({ ...view(open_), token: open_.token });
      }
      const sections: MockSectionView[] = (test.sections ?? []).map((s) => ({
        id: s.id,
        title: s.title,
        titlePa: s.titlePa ?? "",
        timeLimit: s.timeLimit,
        qualifying: s.qualifying,
        marks: s.marks,
        negativeMarking: s.negativeMarking,
        questions: (s.pick.mode === "fixed" ? s.pick.questions : []).map((id) => {
          const q = state.bank[id]!;
          return { id: q.id, text: q.text, options: q.options, topics: q.topics };
        }),
        startedAt: "",
        deadline: "",
        endedAt: "",
      }));
      const a: Attempt = {
        token: `tok${state.attempts.length}`.padEnd(32, "x"),
        student,
        view: {
          id: `att${state.attempts.length + 1}`,
          test: {
            id: test.id,
            name: test.name,
            namePa: test.namePa,
            instructions: test.instructions,
            instructionsPa: test.instructionsPa,
            timeLimit: test.timeLimit,
            lockedOrder: test.lockedOrder,
            ranked: test.ranked,
          },
          sections,
          current: 0,
          deadline: test.timeLimit > 0 ? iso(state.serverNow() + test.timeLimit * 60_000) : "",
          answers: {},
          finishedAt: "",
          now: "",
        },
      };
      state.attempts.push(a);
      open(a, 0);
      settle(a);
      return HttpResponse.json({ ...view(a), token: a.token });
    }),
    http.get("*/api/mock-attempts/:id", async ({ request, params }) => {
      await log(request, `get/${String(params.id)}`);
      const a = find(request, String(params.id));
      return a instanceof Response ? a : HttpResponse.json(view(a));
    }),
    http.post("*/api/mock-attempts/:id/answer", async ({ request, params }) => {
      await log(request, `answer/${String(params.id)}`);
      if (state.dropAnswers > 0) {
        state.dropAnswers--;
        return HttpResponse.error();
      }
      const a = find(request, String(params.id));
      if (a instanceof Response) return a;
      const body = (await request.json()) as { question: string; option: number | null };
      const i = a.view.sections.findIndex((s) => s.questions.some((q) => q.id === body.question));
      const s = a.view.sections[i];
      if (!s || a.view.finishedAt) return err(400, "This attempt is finished.");
      if (s.endedAt) return err(400, "The time for this section is over.");
      if (a.view.test.lockedOrder && i !== a.view.current) return err(400, "This section is closed.");
      a.view.answers[body.question] = body.option;
      return HttpResponse.json({ answers: a.view.answers });
    }),
    http.post("*/api/mock-attempts/:id/section", async ({ request, params }) => {
      await log(request, `section/${String(params.id)}`);
      const a = find(request, String(params.id));
      if (a instanceof Response) return a;
      const { to } = (await request.json()) as { to: number };
      const target = a.view.sections[to];
      if (!target || target.endedAt) return err(400, "The time for this section is over.");
      if (a.view.test.lockedOrder) {
        if (to < a.view.current) return err(400, "This section is closed.");
        const cur = a.view.sections[a.view.current]!;
        if (!cur.endedAt) cur.endedAt = iso(state.serverNow());
      }
      open(a, to);
      return HttpResponse.json(view(a));
    }),
    http.post("*/api/mock-attempts/:id/finish", async ({ request, params }) => {
      await log(request, `finish/${String(params.id)}`);
      const a = find(request, String(params.id));
      if (a instanceof Response) return a;
      finish(a);
      return HttpResponse.json(view(a));
    }),
  );
  return { server, state };
}
