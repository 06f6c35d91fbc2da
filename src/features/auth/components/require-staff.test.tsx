import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RequireStaff } from "./require-staff";

const session = vi.hoisted(() => ({
  hasSession: vi.fn(() => true),
  verifySession: vi.fn<() => Promise<boolean>>(),
  onSessionChange: vi.fn(() => () => {}),
}));
vi.mock("../api/session", () => session);

function LoginProbe() {
  const { state } = useLocation();
  return <p>login page, from {(state as { from: string }).from}</p>;
}

function renderAt(path: string, child = vi.fn(() => <p>secret page</p>)) {
  const Child = child;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/login" element={<LoginProbe />} />
        <Route
          path="/admin/*"
          element={
            <RequireStaff>
              <Child />
            </RequireStaff>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return child;
}

beforeEach(() => {
  session.hasSession.mockReturnValue(true);
  session.verifySession.mockReset();
});

describe("RequireStaff", () => {
  it("renders nothing of the page until the server confirms the session", async () => {
    let confirm!: (ok: boolean) => void;
    session.verifySession.mockReturnValue(new Promise((r) => (confirm = r)));
    const page = renderAt("/admin/currentaffairs");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session");
    expect(page).not.toHaveBeenCalled();
    confirm(true);
    expect(await screen.findByText("secret page")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to login, remembering the page", () => {
    session.hasSession.mockReturnValue(false);
    const page = renderAt("/admin/currentaffairs?q=gst");
    expect(screen.getByText("login page, from /admin/currentaffairs?q=gst")).toBeInTheDocument();
    expect(page).not.toHaveBeenCalled();
    expect(session.verifySession).not.toHaveBeenCalled();
  });

  it("sends an expired or revoked session to login", async () => {
    session.verifySession.mockResolvedValue(false);
    const page = renderAt("/admin");
    expect(await screen.findByText("login page, from /admin")).toBeInTheDocument();
    expect(page).not.toHaveBeenCalled();
  });

  it("offers Try again when the server cannot be reached", async () => {
    session.verifySession.mockRejectedValueOnce(new Error("Network down")).mockResolvedValueOnce(true);
    renderAt("/admin");
    expect(await screen.findByRole("alert")).toHaveTextContent("Network down");
    screen.getByRole("button", { name: "Try again" }).click();
    expect(await screen.findByText("secret page")).toBeInTheDocument();
  });
});
