import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { Today } from "../api/get-today";
import { TodayBlock } from "./today-block";

let state: { data?: Today; error?: unknown; mutate: () => void } = { mutate: () => {} };
vi.mock("../api/get-today", async (original) => ({
  ...(await original<typeof import("../api/get-today")>()),
  useToday: () => state,
}));

const link = (id: string, date: string, extra: object = {}) => ({
  id,
  name: `Title ${id}`,
  date: `${date} 00:00:00.000Z`,
  ...extra,
});

function show(data: Today) {
  state = { data, mutate: () => {} };
  renderWithProviders(<TodayBlock streak={<p>Streak here</p>} />);
}

describe("TodayBlock", () => {
  it("lists today's articles and today's quiz as links, with the streak beside the heading", () => {
    show({
      day: "2026-11-27",
      articles: [link("a", "2026-11-27", { seoURL: "budget" })],
      quiz: link("q", "2026-11-27"),
    });
    expect(screen.getByRole("heading", { name: "Today" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Title a" })).toHaveAttribute("href", "/currentaffairs/budget");
    expect(screen.getByRole("link", { name: "Take today's quiz: Title q" })).toHaveAttribute(
      "href",
      "/quizzes/q",
    );
    expect(screen.getByText("Streak here")).toBeInTheDocument();
    expect(screen.queryByText(/Nothing yet today/)).toBeNull();
  });

  it("says nothing is out yet and shows yesterday's", () => {
    show({
      day: "2026-11-27",
      articles: [link("a", "2026-11-26", { seoURL: "a" })],
      quiz: link("q", "2026-11-26"),
    });
    expect(screen.getByText("Nothing yet today — yesterday's:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Take this day's quiz: Title q" })).toBeInTheDocument();
  });

  it("shows the latest day's when yesterday had nothing either", () => {
    show({ day: "2026-11-27", articles: [link("a", "2026-11-20", { seoURL: "a" })], quiz: null });
    expect(screen.getByText("Nothing yet today — the latest:")).toBeInTheDocument();
  });

  it("counts today's quiz alone as today's news (no note)", () => {
    show({
      day: "2026-11-27",
      articles: [link("a", "2026-11-26", { seoURL: "a" })],
      quiz: link("q", "2026-11-27"),
    });
    expect(screen.queryByText(/Nothing yet today/)).toBeNull();
  });

  it("says so when nothing was ever published", () => {
    show({ day: "2026-11-27", articles: [], quiz: null });
    expect(screen.getByText("Nothing has been published today yet.")).toBeInTheDocument();
  });

  it("shows loading, then an error with Try again", () => {
    state = { mutate: () => {} };
    const { unmount } = renderWithProviders(<TodayBlock />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    unmount();
    const mutate = vi.fn();
    state = { error: "offline", mutate };
    renderWithProviders(<TodayBlock />);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load current affairs");
    screen.getByRole("button", { name: "Try again" }).click();
    expect(mutate).toHaveBeenCalled();
  });
});
