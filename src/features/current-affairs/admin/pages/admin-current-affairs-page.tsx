import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import { invalidateResources, useResource } from "@/lib/use-resource";
import { usePageTitle } from "@/lib/use-page-title";
import type { CurrentAffair } from "@/types/pocketbase";
import { deleteCurrentAffair } from "../api/delete-current-affair";
import { listCurrentAffairs } from "../api/list-admin-current-affairs";
import { setActive } from "../api/set-active";
import { ArticleRow } from "../components/article-row";
import { ListFilters } from "../components/list-filters";
import { Pagination } from "../components/pagination";

export function AdminCurrentAffairsPage() {
  usePageTitle("Current Affairs");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const date = params.get("date") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useResource(
    `admin-ca:${page}|${date}|${q}`,
    () => listCurrentAffairs({ q, date, page }),
    10_000,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CurrentAffair | null>(null);
  const [deleteError, setDeleteError] = useState("");
  const now = new Date();

  const setFilters = useCallback(
    (next: { q: string; date: string; page?: number }) => {
      const p = new URLSearchParams();
      if (next.q.trim()) p.set("q", next.q.trim());
      if (next.date) p.set("date", next.date);
      if (next.page && next.page > 1) p.set("page", String(next.page));
      setParams(p, { replace: !next.page });
    },
    [setParams],
  );

  const refresh = () => {
    invalidateResources("");
    list.reload();
  };

  async function toggle(item: CurrentAffair) {
    setBusyId(item.id);
    try {
      await setActive(item.id, !item.active);
      toast.success(item.active ? "Article unpublished" : "Article published");
      refresh();
    } catch (err) {
      toast.error(errorMessage(err, "Could not change the article."));
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    setDeleteError("");
    try {
      await deleteCurrentAffair(toDelete.id);
      toast.success("Article deleted");
      setToDelete(null);
      // The last item of a later page: step back so the page is not empty.
      if (list.data && list.data.items.length === 1 && page > 1) setFilters({ q, date, page: page - 1 });
      refresh();
    } catch (err) {
      setDeleteError(errorMessage(err, "Could not delete the article."));
    } finally {
      setBusyId(null);
    }
  }

  const data = list.data;
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: paths.admin.root }, { label: "Current Affairs" }]}
        title="Current Affairs"
        intro="Manage current affairs articles and updates"
        actions={
          <Link
            to={paths.admin.createCurrentAffair}
            className="bg-brand-700 hover:bg-brand-800 rounded-lg px-4 py-2 font-semibold text-white"
          >
            Create New
          </Link>
        }
      />
      <ListFilters q={q} date={date} onChange={setFilters} />
      {list.loading && !data ? <Spinner label="Loading current affairs…" /> : null}
      {list.error ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{errorMessage(list.error, "Could not load current affairs.")}</p>
          <button type="button" onClick={list.reload} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          No current affairs found.
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-slate-600" role="status">
            {data.totalItems} {data.totalItems === 1 ? "article" : "articles"}
            {list.loading ? " · updating…" : ""}
          </p>
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            aria-label="Articles"
          >
            {data.items.map((item) => (
              <ArticleRow
                key={item.id}
                item={item}
                now={now}
                busy={busyId === item.id}
                onToggle={(i) => void toggle(i)}
                onDelete={(i) => {
                  setDeleteError("");
                  setToDelete(i);
                }}
              />
            ))}
          </ul>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            onPage={(p) => setFilters({ q, date, page: p })}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={!!toDelete}
        title="Delete article"
        message={toDelete ? `Delete "${toDelete.name}" and its document? This cannot be undone.` : ""}
        confirmLabel="Delete"
        busy={!!toDelete && busyId === toDelete.id}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(o) => !o && setToDelete(null)}
      />
    </>
  );
}
