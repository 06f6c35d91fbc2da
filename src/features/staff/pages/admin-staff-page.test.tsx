import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { StaffUser } from "@/types/pocketbase";
import { AdminStaffPage } from "./admin-staff-page";

vi.mock("@/lib/toast", () => ({ toast: { success: () => {}, error: () => {} } }));

const staff = (id: string, name: string, role: "owner" | "editor") =>
  ({ id, name, email: `${id}@example.com`, role, collectionName: "users" }) as unknown as StaffUser;

const log: string[] = [];
let listImpl: () => StaffUser[] | Response;
let patchImpl: (body: Record<string, unknown>) => Response = () => HttpResponse.json({});
let createImpl: (body: Record<string, unknown>) => Response;

const fail = (status: number, message: string, data: Record<string, unknown> = {}) =>
  HttpResponse.json({ status, message, data }, { status });

const server = setupServer(
  // PageMeta reads the institute's name.
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
  http.get("*/api/collections/users/records", () => {
    log.push("list");
    const r = listImpl();
    return r instanceof Response
      ? r
      : HttpResponse.json({ page: 1, perPage: 1000, totalItems: r.length, totalPages: 1, items: r });
  }),
  http.post("*/api/collections/users/records", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    log.push(`create ${JSON.stringify(body)}`);
    return createImpl(body);
  }),
  http.patch("*/api/collections/users/records/:id", async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    log.push(`update ${String(params.id)} ${JSON.stringify(body)}`);
    return patchImpl(body);
  }),
  http.delete("*/api/collections/users/records/:id", ({ params }) => {
    log.push(`delete ${String(params.id)}`);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  log.length = 0;
  listImpl = () => [staff("me", "Harpreet Kaur", "owner"), staff("ed", "Aman <b>Singh</b>", "editor")];
  patchImpl = () => HttpResponse.json({});
  createImpl = (b) => HttpResponse.json({ id: "new", ...b });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPage = () => renderWithProviders(<AdminStaffPage myId="me" />);
const rows = async () => within(await screen.findByRole("list", { name: "Staff" })).getAllByRole("listitem");

describe("AdminStaffPage", () => {
  it("shows loading, then each account's name (as text), e-mail and role", async () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading staff");
    const [me, ed] = await rows();
    expect(me).toHaveTextContent("Harpreet Kaur (you)");
    expect(within(me).getByText("Owner")).toBeInTheDocument();
    expect(within(ed).getByText("Aman <b>Singh</b>")).toBeInTheDocument();
    expect(within(ed).getByText("ed@example.com")).toBeInTheDocument();
    expect(within(ed).getByText("Editor")).toBeInTheDocument();
    // Nobody removes or resets themselves from here.
    expect(within(me).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(within(me).queryByRole("button", { name: /Reset password/ })).toBeNull();
  });

  it("shows the empty state", async () => {
    listImpl = () => [];
    renderPage();
    expect(await screen.findByText("No staff accounts yet.")).toBeInTheDocument();
  });

  it("shows a load error with Try again", async () => {
    listImpl = () => fail(500, "Server down");
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Server down");
    listImpl = () => [staff("me", "Harpreet Kaur", "owner")];
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await rows()).toHaveLength(1);
  });

  it("add staff: names each missing or bad field and sends nothing", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Add staff" }));
    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    expect(await screen.findByText("Enter the person's name.")).toBeInTheDocument();
    expect(screen.getByText("Enter the person's e-mail address.")).toBeInTheDocument();
    expect(screen.getByText("Enter a password, or press Generate.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-email");
    await userEvent.type(screen.getByLabelText("First password"), "short");
    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    expect(await screen.findByText("Enter an e-mail address like name@example.com.")).toBeInTheDocument();
    expect(screen.getByText("The password needs at least 8 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("First password")).toHaveAttribute("aria-invalid", "true");
    expect(log.filter((l) => l.startsWith("create"))).toEqual([]);
  });

  it("add staff with a generated password: sent once, shown once with Copy", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Add staff" }));
    await userEvent.type(screen.getByLabelText("Name"), "Simran");
    await userEvent.type(screen.getByLabelText("E-mail"), "simran@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Generate" }));
    const generated = (screen.getByLabelText("First password") as HTMLInputElement).value;
    expect(generated).toMatch(/^[a-zA-Z][a-zA-Z2-9]{15}$/);
    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    const once = await screen.findByRole("region", { name: "Password for Simran" });
    expect(within(once).getByLabelText("Password")).toHaveTextContent(generated);
    const sent = JSON.parse(log.find((l) => l.startsWith("create"))!.slice(7));
    expect(sent).toMatchObject({
      name: "Simran",
      email: "simran@example.com",
      role: "editor",
      password: generated,
      passwordConfirm: generated,
    });
    await userEvent.click(within(once).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(generated);
    expect(await within(once).findByText("Copied.")).toBeInTheDocument();
    await userEvent.click(within(once).getByRole("button", { name: "Done" }));
    expect(screen.queryByText(generated)).toBeNull();
  });

  it("add staff: the server's field error shows next to the field and the input stays", async () => {
    createImpl = () =>
      fail(400, "Failed to create record.", {
        email: { code: "validation_not_unique", message: "Value must be unique." },
      });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Add staff" }));
    await userEvent.type(screen.getByLabelText("Name"), "Simran");
    await userEvent.type(screen.getByLabelText("E-mail"), "ed@example.com");
    await userEvent.type(screen.getByLabelText("First password"), "typed-password-1");
    await userEvent.click(screen.getByLabelText(/Owner/));
    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    expect(await screen.findByText("Value must be unique.")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveValue("ed@example.com");
    expect(screen.getByLabelText("First password")).toHaveValue("typed-password-1");
    expect(log.find((l) => l.startsWith("create"))).toContain('"role":"owner"');
  });

  it("changes a role after confirmation, and shows the last-owner refusal", async () => {
    renderPage();
    const [me, ed] = await rows();
    await userEvent.click(within(ed).getByRole("button", { name: /^Make owner/ }));
    let dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent("Make Aman <b>Singh</b> an owner?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make owner" }));
    expect(log).toContain('update ed {"role":"owner"}');

    patchImpl = () =>
      fail(400, "There must always be at least one owner.", {
        role: {
          code: "last_owner",
          message: "There must always be at least one owner. Make another staff member an owner first.",
        },
      });
    await userEvent.click(within(me).getByRole("button", { name: /^Make editor/ }));
    dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent("Make yourself an editor?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make editor" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "There must always be at least one owner. Make another staff member an owner first.",
    );
  });

  it("removes after confirmation", async () => {
    renderPage();
    const [, ed] = await rows();
    await userEvent.click(within(ed).getByRole("button", { name: "Remove Aman <b>Singh</b>" }));
    const dialog = screen.getByRole("dialog");
    expect(log).not.toContain("delete ed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(log).toContain("delete ed");
  });

  it("resets a password: checks it, sends it, shows it once", async () => {
    renderPage();
    const [, ed] = await rows();
    await userEvent.click(within(ed).getByRole("button", { name: /^Reset password/ }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("New password"), "1234");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set password" }));
    expect(await within(dialog).findByText("The password needs at least 8 characters.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Generate" }));
    const pw = (within(dialog).getByLabelText("New password") as HTMLInputElement).value;
    await userEvent.click(within(dialog).getByRole("button", { name: "Set password" }));
    expect(log).toContain(`update ed {"password":"${pw}","passwordConfirm":"${pw}"}`);
    const once = await screen.findByRole("region", { name: "Password for Aman <b>Singh</b>" });
    expect(within(once).getByLabelText("Password")).toHaveTextContent(pw);
  });
});
