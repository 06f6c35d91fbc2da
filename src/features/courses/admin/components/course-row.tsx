import { Link } from "react-router";
import { PublishedBadge } from "@/components/ui/badge";
import { PublishDeleteButtons } from "@/components/ui/publish-delete-buttons";
import { Button, buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { formatRupees } from "@/lib/money";
import type { Course } from "@/types/pocketbase";

interface Props {
  course: Course;
  busy: boolean;
  canUp: boolean;
  canDown: boolean;
  onMove: (dir: -1 | 1) => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One course in the admin list: what visitors see of it, and what staff can do with it. */
export function CourseRow({ course: c, busy, canUp, canDown, onMove, onToggle, onDelete }: Props) {
  const cats = (c.cat ?? []).join(", ");
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{c.name}</span>
          <PublishedBadge active={c.active} />
        </p>
        <p className="text-sm break-words text-slate-700">
          <span className="font-semibold text-slate-900">{formatRupees(c.price)}</span>
          {" · "}
          {cats || "No category"}
          {" · "}
          Order {c.order}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          id={`move-up-${c.id}`}
          variant="outline"
          size="sm"
          disabled={busy || !canUp}
          onClick={() => onMove(-1)}
          aria-label={`Move ${c.name} up`}
        >
          ↑ Up
        </Button>
        <Button
          id={`move-down-${c.id}`}
          variant="outline"
          size="sm"
          disabled={busy || !canDown}
          onClick={() => onMove(1)}
          aria-label={`Move ${c.name} down`}
        >
          ↓ Down
        </Button>
        <Link
          to={adminPaths.editCourse(c.id)}
          aria-label={`Edit ${c.name}`}
          className={buttonClass("secondary", "sm")}
        >
          Edit
        </Link>
        <PublishDeleteButtons item={c} busy={busy} onToggle={onToggle} onDelete={onDelete} />
      </div>
    </li>
  );
}
