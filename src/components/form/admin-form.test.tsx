import { render, screen } from "@testing-library/react";
import type { FormEvent } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AdminForm } from "./admin-form";

// As react-hook-form's handleSubmit does: the page does not navigate.
const handled = (e: FormEvent) => {
  e.preventDefault();
  return Promise.resolve();
};

function view(props: {
  busy?: boolean;
  error?: string;
  errorAs?: "line" | "box";
  onSubmit?: (e: FormEvent) => Promise<void>;
}) {
  return (
    <AdminForm
      labelledBy="h"
      header={<h2 id="h">Add staff</h2>}
      busy={props.busy ?? false}
      error={props.error}
      errorAs={props.errorAs}
      onSubmit={props.onSubmit ?? handled}
      footer={<button type="submit">Save</button>}
    >
      <label htmlFor="name">Name</label>
      <input id="name" />
    </AdminForm>
  );
}

describe("AdminForm", () => {
  it("is named by its heading, skips the browser's own checks and sends", async () => {
    const onSubmit = vi.fn(handled);
    render(view({ onSubmit }));
    const form = screen.getByRole("form", { name: "Add staff" });
    expect(form).toHaveAttribute("novalidate");
    expect(form).toHaveAttribute("aria-busy", "false");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("locks the fields and says it is busy while it is sent", () => {
    render(view({ busy: true }));
    expect(screen.getByRole("form", { name: "Add staff" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByLabelText("Name")).toBeDisabled();
  });

  it("announces the form's message as a line, or as a box", () => {
    const { rerender } = render(view({}));
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(view({ error: "Could not add the staff member." }));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not add the staff member.");
    rerender(view({ error: "The course was not saved.", errorAs: "box" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The course was not saved.");
  });
});
