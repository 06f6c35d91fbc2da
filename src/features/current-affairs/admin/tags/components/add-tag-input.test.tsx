import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import type { CATag } from "@/types/pocketbase";
import { AddTagInput } from "./add-tag-input";

const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({
  toast: Object.fromEntries(
    ["success", "error", "warning"].map((k) => [k, (m: string) => toasts.push(`${k}:${m}`)]),
  ),
}));
const created: string[] = [];
// Plain functions, not vi.fn(): a spy on a rejected promise is reported as unhandled.
let createImpl: (name: string) => Promise<CATag>;
vi.mock("../api/create-tag", () => ({
  createTag: (name: string) => {
    created.push(name);
    return createImpl(name);
  },
}));

const tag = (id: string, name: string) => ({ id, name }) as CATag;
const existing = [tag("a", "Polity"), tag("b", "\u00C9conomie")];

beforeEach(() => {
  toasts.length = 0;
  created.length = 0;
  createImpl = async (name) => tag("new", name);
});

async function add(text: string, onAdded = vi.fn()) {
  render(<AddTagInput tags={existing} onAdded={onAdded} />);
  await userEvent.type(screen.getByLabelText("New tag name"), text);
  await userEvent.keyboard("{Enter}");
  return onAdded;
}

describe("AddTagInput", () => {
  it("adds a trimmed, NFC-normalised tag and says 'Tag added'", async () => {
    const onAdded = await add("  Punjab   Budget ");
    expect(created).toEqual(["Punjab Budget"]);
    expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ name: "Punjab Budget" }));
    expect(toasts).toEqual(["success:Tag added"]);
    expect(screen.getByLabelText("New tag name")).toHaveValue("");
  });

  it.each(["polity", "  POLITY ", "e\u0301conomie"])(
    "warns about the duplicate %j and clears the input",
    async (name) => {
      await add(name);
      expect(created).toEqual([]);
      expect(toasts).toEqual(["warning:This tag already exists"]);
      expect(screen.getByRole("status")).toHaveTextContent("This tag already exists");
      expect(screen.getByLabelText("New tag name")).toHaveValue("");
    },
  );

  it("ignores a blank name", async () => {
    await add("   ");
    expect(created).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("Type a tag name first.");
  });

  it("shows the server's field message for name, else the fallback", async () => {
    createImpl = () =>
      Promise.reject(
        new ClientResponseError({
          status: 400,
          data: { message: "Failed to create record.", data: { name: { code: "x", message: "Too long." } } },
        }),
      );
    await add("Science");
    expect(toasts).toEqual(["error:Too long."]);
    expect(screen.getByLabelText("New tag name")).toHaveValue("Science");
  });

  it("falls back to 'Failed to create tag'", async () => {
    createImpl = () => Promise.reject(new ClientResponseError({ status: 400, data: {} }));
    await add("Science");
    expect(toasts).toEqual(["error:Failed to create tag"]);
  });

  it("refuses a name over 60 characters without asking the server", async () => {
    await add("x".repeat(61));
    expect(created).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("A tag name can have at most 60 characters.");
  });

  it("is busy while adding: 'Adding…', disabled, the typed name fixed", async () => {
    let finish: (t: CATag) => void = () => {};
    createImpl = () => new Promise((resolve) => (finish = resolve));
    render(<AddTagInput tags={existing} onAdded={() => {}} />);
    const input = screen.getByLabelText("New tag name");
    await userEvent.type(input, "Science{Enter}");
    const button = screen.getByRole("button", { name: "Adding…" });
    expect(button).toBeDisabled();
    expect(input).toHaveAttribute("readonly");
    await userEvent.keyboard("{Enter}");
    expect(created).toEqual(["Science"]);
    finish(tag("new", "Science"));
    expect(await screen.findByRole("button", { name: "Add tag" })).toBeEnabled();
    expect(input).toHaveValue("");
  });
});
