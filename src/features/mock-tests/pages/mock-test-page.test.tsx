import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signOutStudent, studentPb } from "@/lib/student-session";
import { renderWithProviders } from "@/testing/render";
import { makeBankQuestion, makeMockTest, startMockServer } from "../testing/mock-attempt-server";
import { MockTestPage } from "./mock-test-page";

const { server, state } = startMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  state.tests = [];
  state.bank = {};
  state.attempts = [];
  state.calls = [];
  state.dropAnswers = 0;
  state.failReads = 0;
  state.rank = null;
  state.serverNow = () => Date.now();
  signOutStudent();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

function signInStudent(id = "st1") {
  const payload = btoa(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, type: "auth", collectionName: "students" }),
  );
  studentPb.authStore.save(`eyJhbGciOiJIUzI1NiJ9.${payload}.sig`, {
    id,
    collectionName: "students",
    name: "Simran",
  } as never);
}

function setUp() {
  state.tests = [makeMockTest()];
  state.bank = {
    q1: makeBankQuestion("q1", { topics: ["Punjab Geography"], answer: 1 }),
    q2: makeBankQuestion("q2", { topics: ["Punjab History"], answer: 0 }),
    q3: makeBankQuestion("q3", {
      topics: ["Reasoning"],
      answer: 2,
      text: { en: "Next in 2, 4, 6?", pa: "", hi: "2, 4, 6 ਤੋਂ ਬਾਅਦ?" },
      options: { en: ["7", "9", "8", "10"], pa: [], hi: ["7", "9", "8", "10"] },
    }),
  };
}

const renderPage = (id = "mt1") =>
  renderWithProviders(
    <Routes>
      <Route path="/mock-tests/:id" element={<MockTestPage />} />
      <Route path="/mock-tests" element={<p>list page</p>} />
    </Routes>,
    { route: `/mock-tests/${id}` },
  );

const question = () => screen.getByRole("group", { name: /^Question \d+ of \d+/ });
const answerCalls = () => state.calls.filter((c) => c.path.startsWith("answer/"));

async function startTest() {
  const user = userEvent.setup();
  const view = renderPage();
  await user.click(await screen.findByRole("button", { name: "Start test" }));
  await screen.findByRole("navigation", { name: "Sections" });
  return { user, ...view };
}

describe("MockTestPage", () => {
  it("shows 'Mock test not found' for an unknown or inactive test", async () => {
    state.tests = [makeMockTest({ active: false })];
    renderPage();
    expect(await screen.findByRole("heading", { name: "Mock test not found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "See all mock tests" }));
    expect(screen.getByText("list page")).toBeInTheDocument();
  });

  it("shows a load error with a retry", async () => {
    setUp();
    state.failReads = 1;
    renderPage();
    await userEvent.click(
      within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }),
    );
    expect(await screen.findByRole("button", { name: "Start test" })).toBeInTheDocument();
  });

  it("explains the test before it starts: sections, time, marking and qualifying marks", async () => {
    setUp();
    renderPage();
    const intro = await screen.findByRole("region", { name: "Before you start" });
    expect(intro).toHaveTextContent(
      "1. Punjab GK2 questions · 10 min · 1 marks each · ¼ mark off for a wrong answer · Qualifying: 1 marks",
    );
    expect(intro).toHaveTextContent("2. Reasoning1 question · 5 min · 2 marks each · No negative marking");
    expect(intro).toHaveTextContent("Sections are taken in order.");
    expect(intro).toHaveTextContent("Read each question carefully.");
    expect(state.calls).toEqual([]);
  });

  it("plays a section: saves each choice with the device's token, keys, marks, language per question", async () => {
    setUp();
    const { user } = await startTest();
    expect(state.calls.map((c) => c.path)).toEqual(["start/mt1"]);
    const bar = screen.getByRole("navigation", { name: "Sections" });
    const items = within(bar).getAllByRole("listitem");
    expect(items[0]).toHaveAttribute("aria-current", "step");
    expect(items[0]).toHaveTextContent("1. Punjab GK▶ Now · 10:00");
    expect(items[1]).toHaveTextContent("2. ReasoningNot started · 5:00");

    expect(question()).toHaveTextContent("Question 1 of 2");
    expect(question()).toHaveTextContent("Question q1?");
    await user.click(within(question()).getByRole("radio", { name: "B. Beta" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    expect(answerCalls()).toHaveLength(1);
    expect(answerCalls()[0]).toMatchObject({
      token: "tok0".padEnd(32, "x"),
      auth: "",
      body: { question: "q1", option: 1 },
    });

    // This question in Punjabi only; the next stays in the test's language.
    await user.click(within(question()).getByRole("button", { name: "ਪੰਜਾਬੀ" }));
    expect(question()).toHaveTextContent("ਸਵਾਲ q1?");
    expect(within(question()).getByRole("radio", { name: "B. ਅ" }).closest("label")).toBeInTheDocument();
    expect(within(question()).getByRole("button", { name: "ਪੰਜਾਬੀ" })).toHaveAttribute("aria-pressed", "true");

    // Keys: N next, 1–4 choose, P back.
    await user.keyboard("n");
    expect(question()).toHaveTextContent("Question 2 of 2");
    expect(question()).toHaveTextContent("Question q2?");
    await user.keyboard("3");
    expect(within(question()).getByRole("radio", { name: "C. Gamma" })).toBeChecked();
    await waitFor(() => expect(answerCalls()).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Mark" }));
    expect(screen.getByRole("button", { name: "Mark" })).toHaveAttribute("aria-pressed", "true");
    const palette = screen.getByRole("navigation", { name: "Question palette" });
    expect(
      within(palette)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Question 1, answered", "Question 2, answered, marked for review, shown now"]);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(answerCalls().at(-1)?.body).toEqual({ question: "q2", option: null }));
    await user.keyboard("p");
    expect(question()).toHaveTextContent("ਸਵਾਲ q1?");
    expect(within(question()).getByRole("radio", { name: "B. ਅ" })).toBeChecked();
  });

  it("sends the time spent on a question with its answer (for the staff statistics)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setUp();
    const { user } = await startTest();
    vi.setSystemTime(Date.now() + 42_000);
    await user.click(within(question()).getByRole("radio", { name: "A. Alpha" }));
    await waitFor(() => expect(answerCalls()).toHaveLength(1));
    expect(answerCalls()[0]?.body).toEqual({ question: "q1", option: 0, seconds: 42 });
    // Changed at once: no time to add, so none is sent.
    await user.click(within(question()).getByRole("radio", { name: "B. Beta" }));
    await waitFor(() => expect(answerCalls()).toHaveLength(2));
    expect(answerCalls()[1]?.body).toEqual({ question: "q1", option: 1 });
  });

  it("resumes after a reload with the answers, marks and questions' languages kept", async () => {
    setUp();
    const { user, unmount } = await startTest();
    await user.click(within(question()).getByRole("radio", { name: "A. Alpha" }));
    await user.click(screen.getByRole("button", { name: "Mark" }));
    await user.click(within(question()).getByRole("button", { name: "ਪੰਜਾਬੀ" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    unmount();
    renderPage();
    await screen.findByRole("navigation", { name: "Sections" });
    expect(state.calls.filter((c) => c.path.startsWith("start/"))).toHaveLength(1);
    expect(state.calls.at(-1)?.path).toBe("get/att1");
    expect(within(question()).getByRole("radio", { name: "A. ੳ" })).toBeChecked();
    expect(question()).toHaveTextContent("ਸਵਾਲ q1?");
    expect(screen.getByRole("button", { name: "Mark" })).toHaveAttribute("aria-pressed", "true");
  });

  it("forgets a kept attempt the server no longer knows and offers a new start", async () => {
    setUp();
    localStorage.setItem("mock-attempt:mt1", JSON.stringify({ attemptId: "gone", token: "t".repeat(32) }));
    renderPage();
    const start = await screen.findByRole("button", { name: "Start test" });
    await waitFor(() => expect(start).toBeEnabled());
    expect(state.calls.map((c) => c.path)).toEqual(["get/gone"]);
    expect(localStorage.getItem("mock-attempt:mt1")).toBeNull();
  });

  it("says an answer is not saved, retries it, and shows it saved", async () => {
    setUp();
    const { user } = await startTest();
    state.dropAnswers = 1;
    await user.click(within(question()).getByRole("radio", { name: "D. Delta" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Not saved — retrying"));
    // Still shown as chosen.
    expect(within(question()).getByRole("radio", { name: "D. Delta" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Retry now" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    expect(answerCalls()).toHaveLength(2);
    expect(state.attempts[0]?.view.answers).toEqual({ q1: 3 });
  });

  it("sends an answer that is still waiting before the test is submitted", async () => {
    setUp();
    const { user } = await startTest();
    state.dropAnswers = 1;
    await user.click(within(question()).getByRole("radio", { name: "B. Beta" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Not saved — retrying"));
    await user.click(screen.getByRole("button", { name: "Submit test" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit test" }));
    const result = await screen.findByRole("region", { name: "Your result" });
    expect(result).toHaveTextContent("1 correct, 0 wrong, 2 not answered");
  });

  it("times sections on the server's clock even when the phone's clock is wrong", async () => {
    setUp();
    // The phone is 20 minutes behind the server.
    state.serverNow = () => Date.now() + 20 * 60_000;
    await startTest();
    expect(screen.getByRole("timer")).toHaveTextContent(/^(10:00|9:59)$/);
  });

  it("moves to the next section by itself when the section's time ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setUp();
    const { user } = await startTest();
    await user.click(within(question()).getByRole("radio", { name: "B. Beta" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    await waitFor(() => expect(state.calls.some((c) => c.path === "section/att1")).toBe(true));
    expect(state.calls.find((c) => c.path === "section/att1")?.body).toEqual({ to: 1 });
    await waitFor(() => expect(question()).toHaveTextContent("Question 1 of 1"));
    const items = within(screen.getByRole("navigation", { name: "Sections" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("1. Punjab GK■ Ended");
    expect(items[1]).toHaveAttribute("aria-current", "step");
    expect(await screen.findByText("Reasoning is open now.")).toBeInTheDocument();
    // Hindi and English only: the test's language (English) is shown, with a switch to Hindi.
    expect(question()).toHaveTextContent("Next in 2, 4, 6?");
    expect(within(question()).getByRole("button", { name: "हिंदी" })).toBeInTheDocument();
  });

  it("in free order opens another section from the section bar, and offers no 'Submit section'", async () => {
    setUp();
    state.tests = [makeMockTest({ lockedOrder: false })];
    const { user } = await startTest();
    expect(screen.queryByRole("button", { name: "Submit section" })).toBeNull();
    const bar = screen.getByRole("navigation", { name: "Sections" });
    await user.click(within(bar).getByRole("button", { name: /2\. Reasoning/ }));
    await waitFor(() => expect(question()).toHaveTextContent("Question 1 of 1"));
    expect(state.calls.find((c) => c.path === "section/att1")?.body).toEqual({ to: 1 });
    // Section 1 keeps its time and can be opened again.
    expect(within(bar).getByRole("button", { name: /1\. Punjab GK/ })).toBeEnabled();
  });

  it("submits the test by itself when the whole test's time is over", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setUp();
    state.tests = [makeMockTest({ timeLimit: 3 })];
    await startTest();
    expect(screen.getByText("Whole test")).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 3 * 60_000 + 1000);
    expect(await screen.findByRole("region", { name: "Your result" })).toBeInTheDocument();
    expect(state.calls.filter((c) => c.path.startsWith("finish/"))).toHaveLength(1);
  });

  it("submits the test after a confirmation that counts what is unanswered, then shows the result", async () => {
    setUp();
    const { user } = await startTest();
    await user.click(within(question()).getByRole("radio", { name: "B. Beta" })); // right
    await user.keyboard("n");
    await user.keyboard("4"); // wrong
    await waitFor(() => expect(answerCalls()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    await user.click(screen.getByRole("button", { name: "Submit section" }));
    const dialog = screen.getByRole("dialog", { name: "Submit this section?" });
    expect(dialog).toHaveTextContent(
      "Punjab GK: 0 of 2 not answered, 0 marked for review. You cannot come back to this section after submitting it.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Submit section" }));
    await waitFor(() => expect(question()).toHaveTextContent("Question 1 of 1"));
    await user.click(screen.getByRole("button", { name: "Submit test" }));
    const last = screen.getByRole("dialog", { name: "Submit the whole test?" });
    expect(last).toHaveTextContent("Reasoning: 1 of 1 not answered, 0 marked for review.");
    await user.click(within(last).getByRole("button", { name: "Submit test" }));

    const result = await screen.findByRole("region", { name: "Your result" });
    expect(result).toHaveTextContent("0.75 / 4");
    expect(result).toHaveTextContent("1 correct, 1 wrong, 1 not answered");
    expect(result).toHaveTextContent("1 correct × 1 − 1 wrong × 0.25 = 0.75 / 2");
    expect(result).toHaveTextContent("✗ Not qualified (needs 1)");
    expect(result).toHaveTextContent("0 correct × 2 = 0 / 2");
    const weak = screen.getByRole("region", { name: "Weak topics" });
    const [weakList, allList] = within(weak).getAllByRole("list");
    expect(weakList).toHaveTextContent("Punjab History 0 % (0 of 1 right)");
    expect(weakList).not.toHaveTextContent("Punjab Geography");
    expect(allList).toHaveTextContent("Punjab History 0 %Punjab Geography 100 %");
    // Ranked test, signed out: a sign-in prompt instead of a rank.
    expect(within(result).getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    const review = screen.getByRole("region", { name: "Review your answers" });
    const first = within(review).getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent("✓ Correct");
    expect(first).toHaveTextContent("B. Beta✓ Correct answerYour answer");
    expect(first).toHaveTextContent("Explanation: Because q1.");
    const second = within(review)
      .getAllByRole("listitem")
      .find((li) => li.textContent?.includes("q2?"))!;
    expect(second).toHaveTextContent("A. Alpha✓ Correct answer");
    expect(second).toHaveTextContent("D. Delta✗ Your answer");
    expect(state.calls.map((c) => c.path).filter((p) => p.startsWith("finish/"))).toEqual(["finish/att1"]);

    // Another attempt starts from the intro.
    await user.click(screen.getByRole("button", { name: "Take the test again" }));
    expect(await screen.findByRole("button", { name: "Start test" })).toBeInTheDocument();
  });

  it("gives a signed-in student their rank and percentile, with their own auth", async () => {
    setUp();
    signInStudent();
    state.rank = { rank: 3, of: 40, percentile: 92.5 };
    const { user } = await startTest();
    expect(state.calls[0]?.auth).not.toBe("");
    await user.click(screen.getByRole("button", { name: "Submit test" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit test" }));
    const result = await screen.findByRole("region", { name: "Your result" });
    expect(result).toHaveTextContent("Rank 3 of 40 · better than 92.5 % of takers");
  });

  it("shows the server's refusal when the start fails", async () => {
    setUp();
    state.tests = [makeMockTest()];
    server.use(
      http.post("*/api/mock-tests/:id/start", () =>
        HttpResponse.json(
          { status: 400, message: "This test has no questions yet.", data: {} },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Start test" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This test has no questions yet.");
  });
});
