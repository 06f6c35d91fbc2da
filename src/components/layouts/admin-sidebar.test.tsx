import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminSidebar } from "./admin-sidebar";

const links = (isOwner: boolean) => {
  render(
    <MemoryRouter>
      <AdminSidebar id="s" open isOwner={isOwner} />
    </MemoryRouter>,
  );
  return within(screen.getByRole("navigation", { name: "Admin" }))
    .getAllByRole("link")
    .map((a) => a.textContent);
};

describe("AdminSidebar", () => {
  it("owners see every section, Staff and Settings included", () => {
    expect(links(true)).toEqual(["Dashboard", "Current Affairs", "Quizs", "Cources", "Settings", "Staff"]);
  });

  it("editors see neither Staff nor Settings", () => {
    expect(links(false)).toEqual(["Dashboard", "Current Affairs", "Quizs", "Cources"]);
  });
});
