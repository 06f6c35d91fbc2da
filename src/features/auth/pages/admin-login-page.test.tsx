import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import { AdminLoginPage } from "./admin-login-page";

// login is a plain function around `impl`: a vi.fn() spy tracking a rejected promise reports
// the rejection as unhandled even though the page catches it.
const calls: string[][] = [];
let impl: (email: string, password: string) => Promise<unknown> = async () => ({});
vi.mock("../api/session", () => ({
  hasSession: () => false,
  login: (email: string, password: string) => {
    calls.push([email, password]);
    return impl(email, password);
  },
}));
vi.mock("@/components/page-meta", () => ({ PageMeta: () => null }));

function renderLogin(from?: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname: "/admin/login", state: from ? { from } : null }]}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin/*" element={<p>admin home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls.length = 0;
});

describe("AdminLoginPage", () => {
  it("requires both fields before sending anything", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByText("Enter your email.")).toBeInTheDocument();
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the spec's message for a wrong password and keeps the e-mail", async () => {
    impl = () =>
      Promise.reject(new ClientResponseError({ status: 400, data: { message: "Failed to authenticate." } }));
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "staff@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid email or password. Please try again.",
    );
    expect(screen.getByLabelText("Email")).toHaveValue("staff@example.com");
  });

  it("says so when signing in is rate limited", async () => {
    impl = () =>
      Promise.reject(new ClientResponseError({ status: 429, data: { message: "Too Many Requests." } }));
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "a");
    await userEvent.type(screen.getByLabelText("Password"), "b");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Too many attempts/);
  });

  it("shows the server's message when the account is locked after failed sign-ins", async () => {
    const message = "Too many failed sign-ins for this account. Try again in 2 minutes.";
    impl = () => Promise.reject(new ClientResponseError({ status: 429, data: { message } }));
    renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "staff@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "right");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("goes to the page the person was sent from", async () => {
    impl = async () => ({ email: "staff@example.com" });
    renderLogin("/admin/currentaffairs");
    await userEvent.type(screen.getByLabelText("Email"), "staff@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "right");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("admin home")).toBeInTheDocument();
    expect(calls).toEqual([["staff@example.com", "right"]]);
  });
});
