import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminSidebar } from "./admin-sidebar";

const links = (isOwner: boolean) => {
  renderWithProviders(<AdminSidebar id="s" open isOwner={isOwner} />);
  return within(screen.getByRole("navigation", { name: "Admin" }))
    .getAllByRole("link")
    .map((a) => a.textContent);
};

describe("AdminSidebar", () => {
  it("owners see every section, Settings, Staff and Outbox included", () => {
    expect(links(true)).toEqual([
      "Dashboard",
      "Inbox",
      "Current Affairs",
      "Quizzes",
      "Mock tests",
      "Question bank",
      "Courses",
      "Settings",
      "Staff",
      "Outbox",
    ]);
  });

  it("editors see neither Staff, Settings nor Outbox", () => {
    expect(links(false)).toEqual([
      "Dashboard",
      "Inbox",
      "Current Affairs",
      "Quizzes",
      "Mock tests",
      "Question bank",
      "Courses",
    ]);
  });

  it("shows an unread count next to the Inbox link, and nothing when there is none", () => {
    const { rerender } = renderWithProviders(
      <AdminSidebar id="s" open isOwner counts={{ "/admin/inbox": 7 }} />,
    );
    expect(screen.getByRole("link", { name: "Inbox 7 unread" })).toHaveAttribute("href", "/admin/inbox");
    rerender(<AdminSidebar id="s" open isOwner counts={{ "/admin/inbox": 0 }} />);
    expect(screen.getByRole("link", { name: "Inbox" })).toBeInTheDocument();
    rerender(<AdminSidebar id="s" open isOwner />);
    expect(screen.getByRole("link", { name: "Inbox" })).toBeInTheDocument();
  });
});
