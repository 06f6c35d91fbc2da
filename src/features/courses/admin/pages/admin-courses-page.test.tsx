import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { Course } from "@/types/pocketbase";
import { AdminCoursesPage } from "./admin-courses-page";

function course(id: string, order: number, extra: Partial<Course> = {}): Course {
  return {
    id,
    collectionId: "pbc_courses",
    collectionName: "courses",
    name: `Course ${id}`,
    namePa: "",
    cat: ["Teaching"],
    tags: ["PDF"],
    price: 100000,
    url: "https://store.example.in",
    description: "",
    descriptionPa: "",
    image: "",
    order,
    active: true,
    created: "2026-11-01 10:00:00.000Z",
    updated: "2026-11-01 10:00:00.000Z",
    ...extra,
  };
}

let courses: Course[] = [];
let failList = 0;
const filters: string[] = [];
const patches: Record<string, unknown>[] = [];

const server = setupServer(
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({
      page: 1,
      perPage: 1,
      totalItems: 1,
      totalPages: 1,
      items: [
        {
          id: "s1",
          courseCategories: [
            { id: 1, name: "Teaching" },
            { id: 2, name: "E-Books" },
          ],
        },
      ],
    }),
  ),
  http.get("*/api/collections/courses/records", ({ request }) => {
    if (failList > 0) {
      failList--;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }
    const filter = new URL(request.url).searchParams.get("filter") ?? "";
    filters.push(filter);
    const sorted = [...courses].sort((a, b) => a.order - b.order);
    const m = /cat ~ "(.*)"$/.exec(filter);
    const items = m ? sorted.filter((c) => (c.cat ?? []).some((x) => `\\"${x}\\"` === m[1])) : sorted;
    return HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
  }),
  http.patch("*/api/collections/courses/records/:id", async ({ params, request }) => {
    const body = (await request.json()) as Partial<Course>;
    patches.push({ id: params.id, ...body });
    courses = courses.map((c) => (c.id === params.id ? { ...c, ...body } : c));
    return HttpResponse.json(courses.find((c) => c.id === params.id));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  courses = [];
  failList = 0;
  filters.length = 0;
  patches.length = 0;
});
afterAll(() => server.close());

describe("AdminCoursesPage", () => {
  it("shows loading, then rows with ₹ in Indian grouping, categories, Published/Draft and order", async () => {
    courses = [course("a", 1), course("b", 2, { active: false, price: 1850, name: "<b>Bold</b>" })];
    renderWithProviders(<AdminCoursesPage />);
    expect(screen.getByText("Loading courses…")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Courses" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("₹1,00,000");
    expect(rows[0]).toHaveTextContent("Teaching");
    expect(rows[0]).toHaveTextContent("Published");
    expect(rows[0]).toHaveTextContent("Order 1");
    // Markup in a name is shown as text.
    expect(within(rows[1]).getByText("<b>Bold</b>")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Draft");
    expect(screen.getByRole("button", { name: "Move Course a up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move <b>Bold</b> down" })).toBeDisabled();
  });

  it("shows an error with a working Try again", async () => {
    failList = 1;
    courses = [course("a", 1)];
    renderWithProviders(<AdminCoursesPage />);
    await userEvent.click(await screen.findByRole("button", { name: /try again/i }));
    expect(await screen.findByRole("list", { name: "Courses" })).toBeInTheDocument();
  });

  it("shows the empty state, and a different one for a search that matches nothing", async () => {
    const { unmount } = renderWithProviders(<AdminCoursesPage />);
    expect(await screen.findByText("No courses yet.")).toBeInTheDocument();
    unmount();
    renderWithProviders(<AdminCoursesPage />, { route: "/?q=zzz" });
    expect(await screen.findByText("No courses match this search.")).toBeInTheDocument();
    expect(filters.at(-1)).toBe('name ~ "%zzz%"');
  });

  it("filters by category on the server", async () => {
    courses = [course("a", 1), course("b", 2, { cat: ["E-Books"] })];
    renderWithProviders(<AdminCoursesPage />);
    await screen.findByRole("list", { name: "Courses" });
    await userEvent.selectOptions(screen.getByLabelText("Category"), "E-Books");
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Courses" })).getAllByRole("listitem")).toHaveLength(1),
    );
    expect(screen.getByText("Course b")).toBeInTheDocument();
    expect(filters.at(-1)).toBe(String.raw`cat ~ "\"E-Books\""`);
  });

  it("moves a course down with the keyboard and renumbers the order", async () => {
    courses = [course("a", 1), course("b", 2), course("c", 3)];
    renderWithProviders(<AdminCoursesPage />);
    const down = await screen.findByRole("button", { name: "Move Course a down" });
    down.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Courses" })).getAllByRole("listitem")[1],
      ).toHaveTextContent("Course a"),
    );
    expect(patches).toEqual([
      { id: "b", order: 1 },
      { id: "a", order: 2 },
    ]);
    // The keyboard stays on the moved course.
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Course a down" })).toHaveFocus());
  });

  it("publishes a draft from its row", async () => {
    courses = [course("a", 1, { active: false })];
    renderWithProviders(<AdminCoursesPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Publish Course a" }));
    await waitFor(() => expect(patches).toEqual([{ id: "a", active: true }]));
    expect(await screen.findByRole("button", { name: "Unpublish Course a" })).toBeInTheDocument();
  });
});
