import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pb } from "@/lib/pocketbase";
import { renderWithProviders } from "@/testing/render";
import { RequireOwner } from "./require-owner";

const server = setupServer(
  http.get("*/api/collections/settings/records", () =>
    HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] }),
  ),
);
const jwt = () =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, "")}.sig`;
const signInAs = (role: string) =>
  pb.authStore.save(jwt(), {
    id: "u",
    collectionId: "c",
    collectionName: "users",
    email: "x@example.com",
    role,
  } as never);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => pb.authStore.clear());
afterAll(() => server.close());

function renderGuard() {
  renderWithProviders(
    <RequireOwner title="Staff" refusal="Only owners can manage staff.">
      <p>staff list</p>
    </RequireOwner>,
  );
}

describe("RequireOwner", () => {
  it("shows owners the page", () => {
    signInAs("owner");
    renderGuard();
    expect(screen.getByText("staff list")).toBeInTheDocument();
  });

  it("tells editors plainly that only owners can manage staff, without rendering the page", () => {
    signInAs("editor");
    renderGuard();
    expect(screen.queryByText("staff list")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Staff");
    expect(screen.getByText("Only owners can manage staff.")).toBeInTheDocument();
  });

  it("follows the session: demoted in this tab, the page goes", () => {
    signInAs("owner");
    renderGuard();
    expect(screen.getByText("staff list")).toBeInTheDocument();
    act(() => signInAs("editor"));
    expect(screen.getByText("Only owners can manage staff.")).toBeInTheDocument();
  });
});
