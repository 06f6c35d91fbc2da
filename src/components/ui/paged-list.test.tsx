import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PagedList, type PagedListState } from "./paged-list";

const state = (over: Partial<PagedListState<string>>): PagedListState<string> => ({
  isLoading: false,
  isValidating: false,
  mutate: () => {},
  ...over,
});
const page = (items: string[], at = 1, totalPages = 1, totalItems = items.length) => ({
  page: at,
  totalPages,
  totalItems,
  items,
});

function view(list: PagedListState<string>, onPage = vi.fn()) {
  return (
    <PagedList
      list={list}
      label="Results"
      noun={["result", "results"]}
      loading="Loading results…"
      failed="Could not load the results."
      empty="Nothing here."
      onPage={onPage}
    >
      {(name) => <li key={name}>{name}</li>}
    </PagedList>
  );
}

describe("PagedList", () => {
  it("shows loading, then a failed load, then an empty list", () => {
    const { rerender } = render(view(state({ isLoading: true })));
    expect(screen.getByRole("status")).toHaveTextContent("Loading results…");
    rerender(view(state({ error: new Error("") })));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load the results.");
    rerender(view(state({ data: page([]) })));
    expect(screen.getByText("Nothing here.")).toBeInTheDocument();
  });

  it("counts the items, names the list and says when it is updating", () => {
    const { rerender } = render(view(state({ data: page(["One"]) })));
    expect(screen.getByRole("status")).toHaveTextContent("1 result");
    const list = screen.getByRole("list", { name: "Results" });
    expect(within(list).getByText("One")).toBeInTheDocument();
    rerender(view(state({ data: page(["One", "Two"], 1, 3, 45), isValidating: true })));
    expect(screen.getByRole("status")).toHaveTextContent("45 results · updating…");
  });

  it("moves between pages", async () => {
    const onPage = vi.fn();
    render(view(state({ data: page(["One"], 1, 3, 45) }), onPage));
    await userEvent.click(screen.getByRole("button", { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
