import { Button } from "./button";

interface Props {
  /** The record: its name is read out with each button ("Unpublish GK quiz 12"). */
  item: { name: string; active: boolean };
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/** An admin list row's last two actions: Publish/Unpublish and Delete. */
export function PublishDeleteButtons({ item, busy, onToggle, onDelete }: Props) {
  const { name } = item;
  const toggle = item.active ? "Unpublish" : "Publish";
  return (
    <>
      <Button variant="outline" size="sm" disabled={busy} onClick={onToggle} aria-label={`${toggle} ${name}`}>
        {toggle}
      </Button>
      <Button variant="danger" size="sm" disabled={busy} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </>
  );
}
