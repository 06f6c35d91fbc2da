import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedQuery } from "./use-debounced-query";

/** A search box over a query the test holds (the URL, in the app). */
function Box({ query, onCommit }: { query: string; onCommit: (text: string) => void }) {
  const { text, setText, commit } = useDebouncedQuery(query, onCommit, 300);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <label htmlFor="q">Search</label>
      <input id="q" value={text} onChange={(e) => setText(e.target.value)} />
    </form>
  );
}

/** The box with the query it commits to, as a page keeps it in the URL. */
function Page({ start = "", log }: { start?: string; log: string[] }) {
  const [query, setQuery] = useState(start);
  return (
    <>
      <Box
        query={query}
        onCommit={(text) => {
          log.push(text);
          setQuery(text.trim());
        }}
      />
      <button type="button" onClick={() => setQuery("from the url")}>
        Back
      </button>
      <output>{query}</output>
    </>
  );
}

const box = () => screen.getByRole("textbox", { name: "Search" });
const type = (value: string) => fireEvent.change(box(), { target: { value } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDebouncedQuery", () => {
  it("applies the typed text once typing pauses, and only the last text", () => {
    const log: string[] = [];
    render(<Page log={log} />);
    type("g");
    act(() => vi.advanceTimersByTime(200));
    type("gk");
    act(() => vi.advanceTimersByTime(299));
    expect(log).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(log).toEqual(["gk"]);
    expect(screen.getByRole("status")).toHaveTextContent("gk");
  });

  it("applies at once on Enter and does not apply again when the wait would have ended", () => {
    const log: string[] = [];
    render(<Page log={log} />);
    type("punjab");
    fireEvent.submit(screen.getByRole("search"));
    expect(log).toEqual(["punjab"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(log).toEqual(["punjab"]);
  });

  it("shows the query when it changes from outside (Back)", () => {
    const log: string[] = [];
    render(<Page start="old" log={log} />);
    expect(box()).toHaveValue("old");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(box()).toHaveValue("from the url");
    act(() => vi.advanceTimersByTime(1000));
    expect(log).toEqual([]);
  });

  it("keeps a space just typed when the applied query comes back without it", () => {
    const log: string[] = [];
    render(<Page log={log} />);
    type("indian ");
    act(() => vi.advanceTimersByTime(300));
    expect(log).toEqual(["indian "]);
    expect(screen.getByRole("status")).toHaveTextContent("indian");
    expect(box()).toHaveValue("indian ");
  });

  it("does not apply text that differs from the query only by surrounding spaces", () => {
    const log: string[] = [];
    render(<Page start="quiz" log={log} />);
    type(" quiz ");
    act(() => vi.advanceTimersByTime(1000));
    expect(log).toEqual([]);
  });

  it("uses the latest callback without restarting the wait when the parent re-renders", () => {
    const calls: string[] = [];
    const { rerender } = render(<Box query="" onCommit={(t) => calls.push(`first ${t}`)} />);
    type("a");
    act(() => vi.advanceTimersByTime(200));
    rerender(<Box query="" onCommit={(t) => calls.push(`second ${t}`)} />);
    act(() => vi.advanceTimersByTime(100));
    expect(calls).toEqual(["second a"]);
  });

  it("applies nothing after the box is gone", () => {
    const onCommit = vi.fn();
    const { unmount } = render(<Box query="" onCommit={onCommit} />);
    type("late");
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("renders on the server with the query as the text and no timer", () => {
    const onCommit = vi.fn();
    const html = renderToString(<Box query="ssr text" onCommit={onCommit} />);
    expect(html).toContain('value="ssr text"');
    vi.runAllTimers();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
