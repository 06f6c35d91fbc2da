import { Button } from "@/components/ui/button";

/** Move up / Move down / Remove for one item of an edited list; `what` names it ("slide 2"). */
export function ItemControls({
  what,
  index,
  count,
  onMove,
  onRemove,
  removeLabel = "Remove",
}: {
  what: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  removeLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        Move up<span className="sr-only"> {what}</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        Move down<span className="sr-only"> {what}</span>
      </Button>
      <Button variant="danger" size="sm" onClick={onRemove}>
        {removeLabel}
        <span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}
