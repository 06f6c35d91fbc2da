import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { useRefreshCurrentAffairs } from "../api/refresh-current-affairs";
import { CurrentAffairsPage } from "./current-affairs-page";

interface Item {
  id: string;
  name: string;
  date: string;
  desc: string;
  seoURL: string;
  created: string;
  expand?: { tags: { id: string; name: string }[] };
}

const state = { items: [] as Item[], fail: 0, requests: [] as URL[], searches: [] as URL[] };
const empty = { page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] };

const server = setupServer(
  http.get("*/api/collections/settings/records", () => HttpResponse.json(empty)),
  http.get("*/api/collections/CAtags/records", () =>
    HttpResponse.json({
      ...empty,
      items: [
        { id: "tagpunjab", name: "Punjab" },
        { id: "tageconomy", name: "Economy" },
      ],
    }),
  ),
  http.get("*/api/collections/currentAffairs/records", ({ request }) => {
    const url = new URL(request.url);
    state.requests.push(url);
    if (state.fail > 0) {
      state.fail--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    const page = Number(url.searchParams.get("page"));
    const perPage = Number(url.searchParams.get("perPage"));
    const items = state.items.slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json({ page, perPage, totalItems: -1, totalPages: -1, items });
  }),
  // The full-text search route (pb_hooks/search.pb.js): 24 a page with hasMore and a snippet.
  http.get("*/api/ca/search", ({ request }) => {
    const url = new URL(request.url);
    state.searches.push(url);
    if (state.fail > 0) {
      state.fail--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    const page = Number(url.searchParams.get("page"));
    const items = state.items
      .slice((page - 1) * 24, page * 24)
      .map((i) => ({ ...i, snippet: `before <mark>GST</mark> after <img src=x onerror=alert(1)>` }));
    return HttpResponse.json({ page, perPage: 24, hasMore: state.items.length > page * 24, items });
  }),
);

function item(i: number, over: Partial<Item> = {}): Item {
  return {
    id: `art${String(i).padStart(12, "0")}`,
    name: `Article ${i}`,
    date: "2026-11-03 00:00:00.000Z",
    desc: `Desc ${i}`,
    seoURL: `article-${i}`,
    created: "2026-11-03 08:00:00.000Z",
    ...over,
  };
}

function Where() {
  const loc = useLocation();
  return <p data-testid="location">{loc.pathname + loc.search}</p>;
}

/** Stands in for a staff write elsewhere in the same tab (publish from the admin list). */
function StaffWrite() {
  const refresh = useRefreshCurrentAffairs();
  return (
    <button type="button" onClick={() => void refresh()}>
      Staff saved
    </button>
  );
}

function renderPage(url = "/currentaffairs") {
  return renderWithProviders(
    <Routes>
      <Route
        path="/currentaffairs"
        element={
          <>
            <CurrentAffairsPage />
            <Where />
            <StaffWrite />
          </>
        }
      />
    </Routes>,
    { route: url },
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  state.items = [];
  state.fail = 0;
  state.requests = [];
  state.searches = [];
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("CurrentAffairsPage", () => {
  it("shows the spec's texts, a loading indicator, then the items", async () => {
    state.items = [item(1)];
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Current Affairs" })).toBeInTheDocument();
    expect(
      screen.getByText("Stay updated with the latest news and developments from around the world"),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading current affairs…");
    expect(await screen.findByRole("link", { name: /Article 1/ })).toHaveAttribute(
      "href",
      "/currentaffairs/article-1",
    );
  });

  it("shows 'No current affairs found.' when nothing matches", async () => {
    renderPage();
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
  });

  it("shows an error with a retry that loads again", async () => {
    state.fail = 1;
    state.items = [item(1)];
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load current affairs.");
    expect(console.error).toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Article 1/ })).toBeInTheDocument();
  });

  it("labels dates in India time across midnight: Today, Yesterday, then 'Nov 3, 2026'", async () => {
    // 00:10 on 22 Nov in India, still 21 Nov in UTC.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T18:40:00Z") });
    state.items = [
      item(1, { date: "2026-11-22 00:00:00.000Z" }),
      item(2, { date: "2026-11-21 00:00:00.000Z" }),
      item(3, { date: "2026-11-03 00:00:00.000Z" }),
    ];
    renderPage();
    const cards = await screen.findAllByRole("article");
    expect(cards.map((c) => c.querySelector("time")?.textContent)).toEqual([
      "Today",
      "Yesterday",
      "Nov 3, 2026",
    ]);
  });

  it("chips toggle into the URL and the server filter; 'Load more' asks for page 2 with skipTotal", async () => {
    state.items = Array.from({ length: 30 }, (_, i) => item(i));
    renderPage();
    await screen.findByRole("link", { name: /Article 0/ });
    expect(screen.getAllByRole("article")).toHaveLength(24);
    const first = state.requests.at(-1)!;
    expect(first.searchParams.get("skipTotal")).toBe("true");
    expect(first.searchParams.get("fields")).not.toContain("html");

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /Article 29/ })).toBeInTheDocument();
    expect(state.requests.at(-1)!.searchParams.get("page")).toBe("2");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Punjab" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/currentaffairs?tags=tagpunjab");
    await screen.findByRole("link", { name: /Article 0/ });
    expect(state.requests.at(-1)!.searchParams.get("filter")).toBe(
      `(active = true && (publishAt = '' || publishAt <= @now)) && (tags.id ?= "tagpunjab")`,
    );
    expect(screen.getByRole("button", { name: "Punjab" })).toHaveAttribute("aria-pressed", "true");
  });

  it("a failed 'Load more' says so, asks again for just that page, and drops repeats", async () => {
    state.items = Array.from({ length: 30 }, (_, i) => item(i));
    renderPage();
    await screen.findByRole("link", { name: /Article 0/ });
    state.fail = 1;
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load more articles. Please try again.",
    );
    expect(screen.getAllByRole("article")).toHaveLength(24);

    // Published meanwhile: page two now starts with the last item of page one.
    state.items = [item(99), ...state.items];
    const before = state.requests.length;
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /Article 29/ })).toBeInTheDocument();
    expect(state.requests.slice(before).map((u) => u.searchParams.get("page"))).toEqual(["2"]);
    expect(screen.getAllByRole("article")).toHaveLength(30);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("without tags the list still works and says the filters are unavailable", async () => {
    server.use(
      http.get("*/api/collections/CAtags/records", () =>
        HttpResponse.json({ status: 500, message: "Down.", data: {} }, { status: 500 }),
      ),
    );
    state.items = [item(1)];
    renderPage();
    expect(await screen.findByText("Tag filters are unavailable right now.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Article 1/ })).toBeInTheDocument();
  });

  it("a staff write refreshes the Load-more list on screen", async () => {
    state.items = [item(1)];
    renderPage();
    await screen.findByRole("link", { name: /Article 1/ });
    state.items = [item(2), item(1)];
    await userEvent.click(screen.getByRole("button", { name: "Staff saved" }));
    expect(await screen.findByRole("link", { name: /Article 2/ })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("search words use the full-text search: highlighted snippets (sanitised), tags, Load more", async () => {
    state.items = Array.from({ length: 30 }, (_, i) => item(i));
    renderPage("/currentaffairs?q=GST&tags=tagpunjab");
    expect(await screen.findByText("Results for “GST”")).toHaveAttribute("role", "status");
    await screen.findByRole("link", { name: /Article 0/ });
    expect(screen.getByRole("list", { name: "Search results" })).toBeInTheDocument();
    expect(state.requests).toHaveLength(0);
    const first = state.searches.at(-1)!;
    expect(first.searchParams.get("q")).toBe("gst");
    expect(first.searchParams.get("tags")).toBe("tagpunjab");
    expect(first.searchParams.get("page")).toBe("1");
    const card = screen.getAllByRole("article")[0];
    // The snippet component loads lazily; the description stands in meanwhile.
    expect(await within(card).findByText("GST", { selector: "mark" })).toBeInTheDocument();
    expect(card.querySelector("img")).toBeNull();
    expect(card).toHaveTextContent("before GST after");

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /Article 29/ })).toBeInTheDocument();
    expect(state.searches.at(-1)!.searchParams.get("page")).toBe("2");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("typing searches and keeps q in the URL; clearing it goes back to the list", async () => {
    state.items = [item(1)];
    renderPage();
    await screen.findByRole("link", { name: /Article 1/ });
    const box = screen.getByRole("searchbox", { name: "Search current affairs" });
    await userEvent.type(box, "ਪੰਜਾਬ{Enter}");
    expect(decodeURIComponent(screen.getByTestId("location").textContent ?? "")).toBe(
      "/currentaffairs?q=ਪੰਜਾਬ",
    );
    await screen.findByText("Results for “ਪੰਜਾਬ”");
    expect(state.searches.at(-1)!.searchParams.get("q")).toBe("ਪੰਜਾਬ");
    await userEvent.clear(box);
    await userEvent.type(box, "{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/currentaffairs$/);
    expect(screen.queryByText(/Results for/)).not.toBeInTheDocument();
  });

  it("a search with no hits shows the empty state with a hint; a failed one says so and retries", async () => {
    renderPage("/currentaffairs?q=zzzz");
    expect(await screen.findByText("No current affairs found.")).toBeInTheDocument();
    expect(screen.getByText("Try other words, or fewer of them.")).toBeInTheDocument();

    state.fail = 1;
    state.items = [item(5)];
    renderPage("/currentaffairs?q=gst");
    expect(
      await screen.findByText("Could not search current affairs. Check your connection and try again."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /try again|retry/i }));
    expect(await screen.findByRole("link", { name: /Article 5/ })).toBeInTheDocument();
  });
});
