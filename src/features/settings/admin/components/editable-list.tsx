import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ItemControls } from "./item-controls";

/** react-hook-form's error for a list field: about the list itself, or from its rules (root). */
interface ListError {
  message?: string;
  root?: { message?: string };
}

interface ListProps {
  count: number;
  /** What an empty list says ("No results yet."). */
  empty: ReactNode;
  error?: ListError;
  /** The add button's words ("Add a result"). */
  addLabel: string;
  onAdd: () => void;
  /** At the list's limit. */
  full?: boolean;
  className: string;
  children: ReactNode;
}

/** An edited list of a settings section: its items in order, its own error and an add button. */
export function EditableList({ count, empty, error, addLabel, onAdd, full, className, children }: ListProps) {
  const message = error?.message ?? error?.root?.message;
  return (
    <>
      {count === 0 ? <p className="text-slate-600">{empty}</p> : null}
      <ol className={className}>{children}</ol>
      {message ? <p className="text-sm font-medium text-red-700">{message}</p> : null}
      <Button variant="outline" size="sm" disabled={full} onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}

interface ItemProps {
  /** "Result": the item is headed "Result 2" and its buttons say "result 2" to screen readers. */
  noun: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Classes of the grid holding the item's fields. */
  grid: string;
  children: ReactNode;
}

/** One item of an EditableList: its heading with Move up / Move down / Remove, its fields below. */
export function EditableListItem({ noun, index, count, onMove, onRemove, grid, children }: ItemProps) {
  const n = index + 1;
  return (
    <li className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{`${noun} ${n}`}</h3>
        <ItemControls
          what={`${noun.toLowerCase()} ${n}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className={grid}>{children}</div>
    </li>
  );
}
