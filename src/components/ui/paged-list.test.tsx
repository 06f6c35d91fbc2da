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
      label="Articles"
      noun={["article", "articles"]}
      loading="Loading current affairs…"
      failed="Could not load current affairs."
      empty="No current affairs found."
      onPage={onPage}
    >
      {(name) => <li key={name}>{name}</li>}
    </PagedList>
  );
}

describe("PagedList", () => {
  it("shows loading, then a failed load, then an empty list", () => {
    const { rerender } = render(view(state({ isLoading: true })));
    expect(screen.getByRole("status")).toHaveTextContent("Loading current affairs…");
    rerender(view(state({ error: new Error("") })));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load current affairs.");
    rerender(view(state({ data: page([]) })));
    expect(screen.getByText("No current affairs found.")).toBeInTheDocument();
  });

  it("counts the items, names the list and says when it is updating", () => {
    const { rerender } = render(view(state({ data: page(["One"]) })));
    expect(screen.getByRole("status")).toHaveTextContent("1 article");
    const list = screen.getByRole("list", { name: "Articles" });
    expect(within(list).getByText("One")).toBeInTheDocument();
    rerender(view(state({ data: page(["One", "Two"], 1, 3, 45), isValidating: true })));
    expect(screen.getByRole("status")).toHaveTextContent("45 articles · updating…");
  });

  it("moves between pages", async () => {
    const onPage = vi.fn();
    render(view(state({ data: page(["One"], 1, 3, 45) }), onPage));
    await userEvent.click(screen.getByRole("button", { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
