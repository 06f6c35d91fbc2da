import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ListStates } from "./list-states";

type Result = Parameters<typeof ListStates<string>>[0]["result"];

const view = (result: Result) => (
  <ListStates
    result={result}
    loading="Loading staff…"
    failed="Could not load the staff list."
    empty="Nobody yet."
  >
    {(items) => (
      <ul aria-label="Staff">
        {items.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    )}
  </ListStates>
);

describe("ListStates", () => {
  it("says it is loading, and nothing else, before the first answer", () => {
    render(view({ isLoading: true, mutate: () => {} }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading staff…");
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByText("Nobody yet.")).toBeNull();
  });

  it("shows a failed load with its fallback words and Try again", async () => {
    const mutate = vi.fn();
    render(view({ isLoading: false, error: new Error(""), mutate }));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load the staff list.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(mutate).toHaveBeenCalledOnce();
  });

  it("says an empty list is empty", () => {
    render(view({ isLoading: false, data: [], mutate: () => {} }));
    expect(screen.getByText("Nobody yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("renders the items, from a plain list or from one page of a list", () => {
    const { rerender } = render(view({ isLoading: false, data: ["Asha", "Bikram"], mutate: () => {} }));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Asha", "Bikram"]);
    rerender(view({ isLoading: false, data: { items: ["Chanan"] }, mutate: () => {} }));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Chanan"]);
  });
});
