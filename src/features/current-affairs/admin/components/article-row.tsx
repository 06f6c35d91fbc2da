import { Link } from "react-router";
import { TagBadges } from "@/components/tag-badges";
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

const action = "rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

export function ArticleRow({ item, now, busy, onToggle, onDelete }: Props) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{item.name}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{item.date ? dateLabel(item.date, now, "india") : "No date"}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold ${
              item.active ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"
            }`}
          >
            {item.active ? "Published" : "Draft"}
          </span>
          <TagBadges tags={item.expand?.tags} inline />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={paths.admin.editCurrentAffair(item.id)}
          className={`${action} border-slate-300 hover:bg-slate-100`}
        >
          Edit<span className="sr-only"> {item.name}</span>
        </Link>
        <button
          type="button"
          disabled={busy}
          onClick={() => onToggle(item)}
          className={`${action} border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          {item.active ? "Unpublish" : "Publish"}
          <span className="sr-only"> {item.name}</span>
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onDelete(item)}
          className={`${action} border-red-300 text-red-700 hover:bg-red-50`}
        >
          Delete<span className="sr-only"> {item.name}</span>
        </button>
      </div>
    </li>
  );
}
