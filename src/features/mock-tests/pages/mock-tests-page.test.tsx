import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLang, loadAllMessages } from "@/lib/i18n";
import { renderWithProviders } from "@/testing/render";
import { makeMockTest, startMockServer } from "../testing/mock-attempt-server";
import { MockTestsPage } from "./mock-tests-page";

const { server, state } = startMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  server.resetHandlers();
  state.tests = [];
  state.failReads = 0;
  await activateLang("en");
});
afterAll(() => server.close());

function renderList() {
  return renderWithProviders(
    <Routes>
      <Route path="/mock-tests" element={<MockTestsPage />} />
      <Route path="/mock-tests/:id" element={<p>test page</p>} />
    </Routes>,
    { route: "/mock-tests" },
  );
}

describe("MockTestsPage", () => {
  it("lists live tests with their sections, time and ranked badge, and opens one", async () => {
    state.tests = [
      makeMockTest(),
      makeMockTest({
        id: "mt2",
        name: "Police Paper I",
        namePa: "",
        ranked: false,
        timeLimit: 120,
        sections: [1, 2, 3].map((n) => ({
          id: `s${n}`,
          title: `Part ${n}`,
          timeLimit: 0,
          qualifying: 0,
          marks: 1,
          negativeMarking: "none" as const,
          pick: { mode: "random" as const, topics: [], difficulty: "" as const, count: 30, perAttempt: true },
        })),
      }),
      makeMockTest({ id: "draft", name: "Draft", active: false }),
    ];
    renderList();
    expect(screen.getByRole("status")).toHaveTextContent("Loading mock tests");
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("PSTET mini★ Ranked");
    expect(items[0]).toHaveTextContent("2 sections, 3 questions · 15 min");
    expect(items[1]).toHaveTextContent("3 sections × 30 questions · 120 min");
    expect(within(items[1]!).queryByText(/Ranked/)).toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "Police Paper I" }));
    expect(screen.getByText("test page")).toBeInTheDocument();
  });

  it("names tests in Punjabi for a Punjabi visitor (English where none was given)", async () => {
    await activateLang("pa");
    await loadAllMessages();
    state.tests = [makeMockTest(), makeMockTest({ id: "mt2", name: "Police Paper I", namePa: "" })];
    renderList();
    expect(await screen.findByRole("link", { name: "ਪੀਐਸਟੀਈਟੀ ਛੋਟਾ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Police Paper I" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("ਪੂਰੇ ਮੌਕ ਟੈਸਟ");
  });

  it("says so when there is no test", async () => {
    renderList();
    expect(await screen.findByText("No mock tests yet. Please check again soon.")).toBeInTheDocument();
  });

  it("shows a load error with a retry", async () => {
    state.failReads = 1;
    state.tests = [makeMockTest()];
    renderList();
    await userEvent.click(
      within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }),
    );
    expect(await screen.findByRole("link", { name: "PSTET mini" })).toBeInTheDocument();
  });
});
