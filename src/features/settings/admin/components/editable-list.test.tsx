import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EditableList, EditableListItem } from "./editable-list";

function List({
  items,
  error,
  full,
  onAdd = () => {},
  onMove = () => {},
  onRemove = () => {},
}: {
  items: string[];
  error?: { message?: string; root?: { message?: string } };
  full?: boolean;
  onAdd?: () => void;
  onMove?: (from: number, to: number) => void;
  onRemove?: (i: number) => void;
}) {
  return (
    <EditableList
      count={items.length}
      empty="No results yet."
      error={error}
      addLabel="Add a result"
      onAdd={onAdd}
      full={full}
      className="space-y-4"
    >
      {items.map((name, i) => (
        <EditableListItem
          key={name}
          noun="Result"
          index={i}
          count={items.length}
          onMove={onMove}
          onRemove={() => onRemove(i)}
          grid="grid"
        >
          <p>{name}</p>
        </EditableListItem>
      ))}
    </EditableList>
  );
}

describe("EditableList", () => {
  it("says when the list is empty and adds on request", async () => {
    const onAdd = vi.fn();
    render(<List items={[]} onAdd={onAdd} />);
    expect(screen.getByText("No results yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add a result" }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it("heads each item with its number, and names the item in its buttons", async () => {
    const onMove = vi.fn();
    const onRemove = vi.fn();
    render(<List items={["Asha", "Bikram"]} onMove={onMove} onRemove={onRemove} />);
    expect(screen.queryByText("No results yet.")).toBeNull();
    const [first, second] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(within(first!).getByRole("heading", { name: "Result 1" })).toBeInTheDocument();
    expect(within(first!).getByText("Asha")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move up result 1" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move down result 2" })).toBeDisabled();
    await userEvent.click(within(second!).getByRole("button", { name: "Move up result 2" }));
    expect(onMove).toHaveBeenCalledWith(1, 0);
    await userEvent.click(screen.getByRole("button", { name: "Remove result 2" }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  it("shows the list's own error, from the list or from its rules", () => {
    const { rerender } = render(<List items={["Asha"]} error={{ message: "Too many." }} />);
    expect(screen.getByText("Too many.")).toBeInTheDocument();
    rerender(<List items={["Asha"]} error={{ root: { message: "Names repeat." } }} />);
    expect(screen.getByText("Names repeat.")).toBeInTheDocument();
  });

  it("turns the add button off when the list is full", () => {
    render(<List items={["Asha"]} full />);
    expect(screen.getByRole("button", { name: "Add a result" })).toBeDisabled();
  });
});
