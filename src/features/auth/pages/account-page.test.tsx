import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pb } from "@/lib/pocketbase";
import { renderWithProviders } from "@/testing/render";
import { AccountPage } from "./account-page";

vi.mock("@/lib/toast", () => ({ toast: { success: () => {}, error: () => {} } }));

/** An unsigned token the SDK accepts as unexpired (it only reads `exp`). */
function token(n: number) {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "");
  return `${part({ alg: "HS256" })}.${part({ id: "me", n, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}
const me = {
  id: "me",
  collectionId: "c",
  collectionName: "users",
  email: "ed@example.com",
  name: "Editor Kaur",
  role: "editor",
};

const log: string[] = [];
let patchImpl: () => Response;
let authImpl: () => Response;
const server = setupServer(
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
  http.patch("*/api/collections/users/records/me", async ({ request }) => {
    log.push(`update ${JSON.stringify(await request.json())}`);
    return patchImpl();
  }),
  http.post("*/api/collections/users/auth-with-password", async ({ request }) => {
    log.push(`sign in ${JSON.stringify(await request.json())}`);
    return authImpl();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  log.length = 0;
  pb.authStore.save(token(1), me as never);
  patchImpl = () => HttpResponse.json(me);
  authImpl = () => HttpResponse.json({ token: token(2), record: me });
});
afterEach(() => {
  server.resetHandlers();
  pb.authStore.clear();
});
afterAll(() => server.close());

async function fill(old: string, next: string, again: string) {
  if (old) await userEvent.type(screen.getByLabelText("Current password"), old);
  if (next) await userEvent.type(screen.getByLabelText("New password"), next);
  if (again) await userEvent.type(screen.getByLabelText("New password again"), again);
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("AccountPage", () => {
  it("shows who is signed in and their role", async () => {
    renderWithProviders(<AccountPage />);
    expect(screen.getByText("ed@example.com")).toBeInTheDocument();
    expect(screen.getByText("Editor Kaur")).toBeInTheDocument();
    expect(screen.getByText("Editor")).toBeInTheDocument();
  });

  it("names each missing field and sends nothing", async () => {
    renderWithProviders(<AccountPage />);
    await fill("", "", "");
    expect(await screen.findByText("Enter your current password.")).toBeInTheDocument();
    expect(screen.getByText("Enter a new password.")).toBeInTheDocument();
    expect(screen.getByText("Type the new password again.")).toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it("refuses a short, repeated or mistyped new password", async () => {
    renderWithProviders(<AccountPage />);
    await fill("current-pass", "short", "short");
    expect(await screen.findByText("The new password needs at least 8 characters.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.clear(screen.getByLabelText("New password again"));
    await fill("", "current-pass", "current-pass");
    expect(
      await screen.findByText("The new password must be different from the current one."),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.clear(screen.getByLabelText("New password again"));
    await fill("", "new-password-1", "new-password-2");
    expect(await screen.findByText("The two new passwords are not the same.")).toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it("a wrong current password is named next to that field; the input stays", async () => {
    patchImpl = () =>
      HttpResponse.json(
        {
          status: 400,
          message: "Failed to update record.",
          data: {
            oldPassword: {
              code: "validation_invalid_old_password",
              message: "Missing or invalid old password.",
            },
          },
        },
        { status: 400 },
      );
    renderWithProviders(<AccountPage />);
    await fill("wrong-pass", "new-password-1", "new-password-1");
    expect(await screen.findByText("Missing or invalid old password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("New password")).toHaveValue("new-password-1");
    expect(log.some((l) => l.startsWith("sign in"))).toBe(false);
  });

  it("changes the password, then signs this page in again with the new one", async () => {
    renderWithProviders(<AccountPage />);
    await fill("current-pass", "new-password-1", "new-password-1");
    expect(await screen.findByText(/Your password is changed\. Any other device/)).toBeInTheDocument();
    expect(log).toEqual([
      'update {"oldPassword":"current-pass","password":"new-password-1","passwordConfirm":"new-password-1"}',
      'sign in {"identity":"ed@example.com","password":"new-password-1"}',
    ]);
    expect(pb.authStore.token).toBe(token(2));
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("says so when the password changed but this page could not sign in again", async () => {
    authImpl = () =>
      HttpResponse.json({ status: 429, message: "Too Many Requests.", data: {} }, { status: 429 });
    renderWithProviders(<AccountPage />);
    await fill("current-pass", "new-password-1", "new-password-1");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your password was changed, but this page could not sign in again. Sign in with your new password.",
    );
  });
});
