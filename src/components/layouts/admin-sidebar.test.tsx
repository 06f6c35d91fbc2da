import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminSidebar } from "./admin-sidebar";

describe("AdminSidebar", () => {
  it("shows an unread count next to the Inbox link, and nothing when there is none", () => {
    const { rerender } = renderWithProviders(<AdminSidebar id="s" open counts={{ "/admin/inbox": 7 }} />);
    expect(screen.getByRole("link", { name: "Inbox 7 unread" })).toHaveAttribute("href", "/admin/inbox");
    rerender(<AdminSidebar id="s" open counts={{ "/admin/inbox": 0 }} />);
    expect(screen.getByRole("link", { name: "Inbox" })).toBeInTheDocument();
    rerender(<AdminSidebar id="s" open />);
    expect(screen.getByRole("link", { name: "Inbox" })).toBeInTheDocument();
  });
});
