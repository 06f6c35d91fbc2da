import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PublishDeleteButtons } from "./publish-delete-buttons";

describe("PublishDeleteButtons", () => {
  it("offers Publish for a draft and names the record in each button", async () => {
    const onToggle = vi.fn();
    const onDelete = vi.fn();
    render(
      <PublishDeleteButtons
        item={{ name: "GK quiz 12", active: false }}
        busy={false}
        onToggle={onToggle}
        onDelete={onDelete}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Publish GK quiz 12" }));
    expect(onToggle).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Delete GK quiz 12" }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("offers Unpublish for a published record and turns both off while busy", () => {
    render(
      <PublishDeleteButtons
        item={{ name: "PSTET", active: true }}
        busy
        onToggle={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Unpublish PSTET" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete PSTET" })).toBeDisabled();
  });
});
