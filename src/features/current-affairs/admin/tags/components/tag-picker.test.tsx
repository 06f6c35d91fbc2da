import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { invalidateResources } from "@/lib/use-resource";
import { TagPicker } from "./tag-picker";

let listImpl: () => Promise<unknown>;
// A plain function: a vi.fn() spy on a rejected promise is reported as unhandled.
vi.mock("../api/list-tags", () => ({ listTags: () => listImpl() }));

beforeEach(() => invalidateResources(""));

describe("TagPicker", () => {
  it("shows loading, then chips that toggle selection; names are text", async () => {
    listImpl = async () => [
      { id: "a", name: "Polity" },
      { id: "b", name: "<i>Sports</i>" },
    ];
    const onChange = vi.fn();
    render(<TagPicker selected={["a"]} onChange={onChange} />);
    expect(screen.getByText("Loading tags…")).toBeInTheDocument();
    const polity = await screen.findByRole("button", { name: /Polity/ });
    expect(polity).toHaveAttribute("aria-pressed", "true");
    const sports = screen.getByRole("button", { name: "<i>Sports</i>" });
    expect(sports.querySelector("i")).toBeNull();
    await userEvent.click(sports);
    expect(onChange).toHaveBeenLastCalledWith(["a", "b"]);
    await userEvent.click(polity);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("shows an empty state and an error with Try again", async () => {
    listImpl = async () => [];
    const { unmount } = render(<TagPicker selected={[]} onChange={() => {}} />);
    expect(await screen.findByText("No tags yet. Add one below.")).toBeInTheDocument();
    unmount();
    invalidateResources("");
    listImpl = () => Promise.reject(new Error("Offline"));
    render(<TagPicker selected={[]} onChange={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Offline");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
