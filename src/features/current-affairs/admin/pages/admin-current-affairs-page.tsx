import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AdminSectionHeader } from "@/components/admin/admin-page-header";
import { buttonClass } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import { adminPaths } from "@/config/admin-paths";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import type { CurrentAffair } from "@/types/pocketbase";
import { useRefreshCurrentAffairs } from "../../api/refresh-current-affairs";
import { deleteCurrentAffair } from "../api/delete-current-affair";
import { useAdminCurrentAffairs } from "../api/list-admin-current-affairs";
import { setActive } from "../api/set-active";
import { ArticleRow } from "../components/article-row";
import { ListFilters } from "../components/list-filters";

export function AdminCurrentAffairsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const date = params.get("date") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useAdminCurrentAffairs({ q, date, page });
  const refreshAll = useRefreshCurrentAffairs();
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

  // Every list that may show the article (this one, other pages, the public list) loads afresh.
  const refresh = () => void refreshAll();

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

  return (
    <>
      <AdminSectionHeader
        title="Current Affairs"
        intro="Manage current affairs articles and updates"
        actions={
          <Link to={adminPaths.createCurrentAffair} className={buttonClass("primary")}>
            Create New
          </Link>
        }
      />
      <ListFilters q={q} date={date} onChange={setFilters} />
      <PagedList
        list={list}
        label="Articles"
        noun={["article", "articles"]}
        loading="Loading current affairs…"
        failed="Could not load current affairs."
        empty="No current affairs found."
        onPage={(p) => setFilters({ q, date, page: p })}
      >
        {(item) => (
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
        )}
      </PagedList>
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
