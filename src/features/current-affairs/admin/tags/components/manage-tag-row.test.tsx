import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import type { CATag } from "@/types/pocketbase";
import { ManageTagRow } from "./manage-tag-row";

const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({
  toast: Object.fromEntries(
    ["success", "error", "warning"].map((k) => [k, (m: string) => toasts.push(`${k}:${m}`)]),
  ),
}));
const calls: string[] = [];
let fail: unknown = null;
// Plain functions, not vi.fn(): a spy on a rejected promise is reported as unhandled.
vi.mock("../api/update-tag", () => ({
  updateTag: async (id: string, name: string) => {
    calls.push(`update ${id} ${name}`);
    if (fail) throw fail;
    return { id, name };
  },
}));
vi.mock("../api/update-tag-pa", () => ({
  updateTagPa: async (id: string, namePa: string) => {
    calls.push(`updatePa ${id} ${namePa}`);
    if (fail) throw fail;
    return { id, namePa };
  },
}));
vi.mock("../api/delete-tag", () => ({
  deleteTag: async (id: string) => {
    calls.push(`delete ${id}`);
    if (fail) throw fail;
  },
}));

const tags = [
  { id: "a", name: "Polity" },
  { id: "b", name: "Sports" },
] as CATag[];

function renderRow() {
  const onChanged = vi.fn();
  const onDeleted = vi.fn();
  render(
    <ul>
      <ManageTagRow tag={tags[0]} tags={tags} onChanged={onChanged} onDeleted={onDeleted} />
    </ul>,
  );
  return { onChanged, onDeleted, input: screen.getByLabelText("Name of tag Polity") };
}

beforeEach(() => {
  toasts.length = 0;
  calls.length = 0;
  fail = null;
});

describe("ManageTagRow", () => {
  it("renames on Enter with the trimmed name", async () => {
    const { input, onChanged } = renderRow();
    await userEvent.clear(input);
    await userEvent.type(input, "  Indian Polity {Enter}");
    expect(calls).toEqual(["update a Indian Polity"]);
    expect(toasts).toEqual(["success:Tag updated"]);
    expect(onChanged).toHaveBeenCalled();
  });

  it("saves nothing when the name is blank or unchanged", async () => {
    const { input } = renderRow();
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue("Polity");
    await userEvent.type(input, " {Enter}");
    expect(calls).toEqual([]);
  });

  it("refuses a rename onto another tag in another case", async () => {
    const { input } = renderRow();
    await userEvent.clear(input);
    await userEvent.type(input, "SPORTS{Enter}");
    expect(calls).toEqual([]);
    expect(toasts).toEqual(["error:This tag already exists"]);
    expect(input).toHaveValue("Polity");
  });

  it("shows 'Failed to update tag' when the server gives no message", async () => {
    fail = new ClientResponseError({ status: 400, data: {} });
    const { input } = renderRow();
    await userEvent.type(input, " 2{Enter}");
    expect(toasts).toEqual(["error:Failed to update tag"]);
    expect(screen.getByText("Failed to update tag")).toBeInTheDocument();
    // The typed name stays, to try again.
    expect(input).toHaveValue("Polity 2");
  });

  it("deletes only after the spec's confirmation", async () => {
    const { onDeleted } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Delete tag Polity" }));
    expect(screen.getByText('Delete tag "Polity"? This cannot be undone.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(calls).toEqual(["delete a"]);
    expect(toasts).toEqual(["success:Tag deleted"]);
    expect(onDeleted).toHaveBeenCalledWith("a");
  });

  it("reports a failed delete with 'Failed to delete tag'", async () => {
    fail = new ClientResponseError({ status: 400, data: {} });
    renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Delete tag Polity" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(toasts).toEqual(["error:Failed to delete tag"]);
  });

  it("saves the Punjabi name on Enter, trimmed, and nothing when it is unchanged", async () => {
    const { onChanged } = renderRow();
    const pa = screen.getByLabelText("Punjabi name, tag Polity");
    await userEvent.click(pa);
    await userEvent.tab();
    expect(calls).toEqual([]);
    await userEvent.type(pa, "  ਰਾਜਨੀਤੀ {Enter}");
    expect(calls).toEqual(["updatePa a ਰਾਜਨੀਤੀ"]);
    expect(toasts).toEqual(["success:Punjabi name saved"]);
    expect(onChanged).toHaveBeenCalled();
  });

  it("keeps the typed Punjabi name and shows the error beside it when the save fails", async () => {
    fail = new ClientResponseError({ status: 400, data: {} });
    renderRow();
    const pa = screen.getByLabelText("Punjabi name, tag Polity");
    await userEvent.type(pa, "ਰਾਜਨੀਤੀ{Enter}");
    expect(toasts).toEqual(["error:Failed to save the Punjabi name"]);
    expect(screen.getByText("Failed to save the Punjabi name")).toBeInTheDocument();
    expect(pa).toHaveValue("ਰਾਜਨੀਤੀ");
  });
});
