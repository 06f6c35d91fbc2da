import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchFilters } from "./search-filters";

/** A list's filters over state the test holds (the URL, in the app). */
function Filters({ log }: { log: string[] }) {
  const [applied, setApplied] = useState({ q: "", kind: "" });
  const apply = (next: { q: string; kind: string }) => {
    log.push(JSON.stringify(next));
    setApplied(next);
  };
  return (
    <SearchFilters id="s" query={applied.q} delay={300} onSearch={(q) => apply({ ...applied, q })}>
      {({ text, setText }) => (
        <>
          <label htmlFor="kind">Kind</label>
          <select id="kind" value={applied.kind} onChange={(e) => apply({ q: text, kind: e.target.value })}>
            <option value="">All</option>
            <option value="a">A</option>
          </select>
          <button
            type="button"
            onClick={() => {
              setText("");
              apply({ q: "", kind: "" });
            }}
          >
            Clear
          </button>
        </>
      )}
    </SearchFilters>
  );
}

const search = () => screen.getByRole("searchbox", { name: "Search by name" });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SearchFilters", () => {
  it("is a search landmark whose name search applies after a pause, or at once on Enter", () => {
    const log: string[] = [];
    render(<Filters log={log} />);
    expect(screen.getByRole("search")).toContainElement(search());
    fireEvent.change(search(), { target: { value: "gk" } });
    act(() => vi.advanceTimersByTime(299));
    expect(log).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(log).toEqual(['{"q":"gk","kind":""}']);
    fireEvent.change(search(), { target: { value: "gk 2026" } });
    fireEvent.submit(screen.getByRole("search"));
    expect(log.at(-1)).toBe('{"q":"gk 2026","kind":""}');
  });

  it("hands its filters the typed text, and lets them empty it", () => {
    const log: string[] = [];
    render(<Filters log={log} />);
    fireEvent.change(search(), { target: { value: "typed" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Kind" }), { target: { value: "a" } });
    expect(log).toEqual(['{"q":"typed","kind":"a"}']);
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(search()).toHaveValue("");
    act(() => vi.advanceTimersByTime(1000));
    expect(log).toEqual(['{"q":"typed","kind":"a"}', '{"q":"","kind":""}']);
  });
});
