import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { TagPicker } from "./tag-picker";

vi.mock("@/lib/toast", () => ({ toast: { success: () => {}, error: () => {}, warning: () => {} } }));

// The stored tags, or an error the list request answers with.
let tags: { id: string; name: string }[] | Error = [];
const server = setupServer(
  http.get("*/api/collections/CAtags/records", () =>
    tags instanceof Error
      ? HttpResponse.json({ status: 500, message: tags.message, data: {} }, { status: 500 })
      : HttpResponse.json({ page: 1, perPage: 500, totalItems: tags.length, totalPages: 1, items: tags }),
  ),
  http.patch("*/api/collections/CAtags/records/:id", async ({ params, request }) => {
    const { name } = (await request.json()) as { name: string };
    if (tags instanceof Error) return HttpResponse.json({}, { status: 500 });
    tags = tags.map((t) => (t.id === params.id ? { ...t, name } : t));
    return HttpResponse.json({ id: params.id, name });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => (tags = []));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("TagPicker", () => {
  it("shows loading, then chips that toggle selection; names are text", async () => {
    tags = [
      { id: "a", name: "Polity" },
      { id: "b", name: "<i>Sports</i>" },
    ];
    const onChange = vi.fn();
    renderWithProviders(<TagPicker selected={["a"]} onChange={onChange} />);
    expect(screen.getByText("Loading tags…")).toBeInTheDocument();
    const polity = await screen.findByRole("button", { name: /Polity/ });
    expect(polity).toHaveAttribute("aria-pressed", "true");
    const sports = screen.getByRole("button", { name: "<i>Sports</i>" });
    expect(sports.querySelector("i")).toBeNull();
    await userEvent.click(sports);
    expect(onChange).toHaveBeenLastCalledWith(["a", "b"]);
    await userEvent.click(polity);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("shows an empty state", async () => {
    renderWithProviders(<TagPicker selected={[]} onChange={() => {}} />);
    expect(await screen.findByText("No tags yet. Add one below.")).toBeInTheDocument();
  });

  it("shows an error with Try again, which loads again", async () => {
    tags = new Error("Offline");
    renderWithProviders(<TagPicker selected={[]} onChange={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Offline");
    tags = [{ id: "a", name: "Polity" }];
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Polity" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a rename in the manage dialog refreshes the chips on screen", async () => {
    tags = [{ id: "a", name: "Polity" }];
    renderWithProviders(<TagPicker selected={[]} onChange={() => {}} />);
    await screen.findByRole("button", { name: "Polity" });
    await userEvent.click(screen.getByRole("button", { name: "Manage tags" }));
    const dialog = screen.getByRole("dialog", { name: "Manage tags" });
    const input = within(dialog).getByLabelText("Name of tag Polity");
    await userEvent.clear(input);
    await userEvent.type(input, "Indian Polity{Enter}");
    expect(await within(dialog).findByLabelText("Name of tag Indian Polity")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.getByRole("button", { name: "Indian Polity" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Polity" })).not.toBeInTheDocument();
  });
});
