import { Link } from "react-router";
import { TagBadges } from "@/components/tag-badges";
import { PublishedBadge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { paths } from "@/config/paths";
import { dateLabel } from "@/lib/dates";
import type { CurrentAffair } from "@/types/pocketbase";

interface Props {
  item: CurrentAffair;
  now: Date;
  busy: boolean;
  onToggle: (item: CurrentAffair) => void;
  onDelete: (item: CurrentAffair) => void;
}

export function ArticleRow({ item, now, busy, onToggle, onDelete }: Props) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{item.name}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{item.date ? dateLabel(item.date, now, "india") : "No date"}</span>
          <PublishedBadge active={item.active} publishAt={item.publishAt} />
          <TagBadges tags={item.expand?.tags} inline />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={adminPaths.editCurrentAffair(item.id)} className={buttonClass("secondary", "sm")}>
          Edit<span className="sr-only"> {item.name}</span>
        </Link>
        <Link to={paths.currentAffair(item.seoURL)} className={buttonClass("outline", "sm")}>
          {item.active ? "View" : "Preview"}
          <span className="sr-only"> {item.name}</span>
        </Link>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onToggle(item)}>
          {item.active ? "Unpublish" : "Publish"}
          <span className="sr-only"> {item.name}</span>
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={() => onDelete(item)}>
          Delete<span className="sr-only"> {item.name}</span>
        </Button>
      </div>
    </li>
  );
}
