import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { usePublishDelete } from "@/components/admin/use-publish-delete";
import { PublishedBadge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { PublishDeleteButtons } from "@/components/ui/publish-delete-buttons";
import { adminPaths } from "@/config/admin-paths";
import { pickCount } from "@shared/mock-patterns-core.cjs";
import type { MockTest } from "@/types/pocketbase";
import { deleteMockTest, updateMockTest, useAdminMockTestList, useTakers } from "../api/admin-mock-tests";
import { MockTestHeader } from "../components/mock-test-header";

/** /admin/mock-tests: every test, drafts included, newest first, with its sections, questions and takers. */
export function AdminMockTestListPage() {
  const [page, setPage] = useState(1);
  const list = useAdminMockTestList(page);
  const { busyId, toDelete, togglePublished, askDelete, dialog } = usePublishDelete<MockTest>({
    noun: "mock test",
    update: updateMockTest,
    remove: deleteMockTest,
    refresh: () => list.mutate(),
    field: "sections",
  });

  return (
    <div className="mx-auto max-w-5xl">
      <MockTestHeader
        title="Mock tests"
        intro="Full sectioned tests from the question bank: build one from a ready-made pattern, publish, print."
        actions={
          <Link to={adminPaths.newMockTest} className={buttonClass("primary", "md", "py-2.5")}>
            New mock test
          </Link>
        }
      />
      <ListStates
        result={list}
        loading="Loading mock tests…"
        failed="Could not load the mock tests."
        empty={
          <>
            <span className="block">No mock tests yet.</span>
            <Link
              to={adminPaths.newMockTest}
              className="text-brand-800 mt-2 inline-block font-semibold underline"
            >
              Build the first one from a pattern
            </Link>
          </>
        }
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Mock tests">
            {items.map((t) => (
              <MockTestRow
                key={t.id}
                test={t}
                busy={busyId === t.id}
                onToggle={() => void togglePublished(t)}
                onDelete={() => askDelete(t)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {list.data ? <Pagination page={page} totalPages={list.data.totalPages} onPage={setPage} /> : null}
      <ConfirmDialog
        {...dialog}
        title="Delete mock test"
        message={
          toDelete
            ? `Delete "${toDelete.name}" with every attempt of it? The questions stay in the bank. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        busyLabel="Deleting…"
      />
    </div>
  );
}

function MockTestRow({
  test: t,
  busy,
  onToggle,
  onDelete,
}: {
  test: MockTest;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const sections = t.sections ?? [];
  const questions = sections.reduce((n, s) => n + pickCount(s.pick), 0);
  const takers = useTakers(t.id);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{t.name}</span>
          <PublishedBadge active={t.active} publishAt={t.publishAt} />
        </p>
        <p className="text-sm text-slate-600">
          {sections.length} section{sections.length === 1 ? "" : "s"} · {questions} question
          {questions === 1 ? "" : "s"}
          {t.timeLimit > 0 ? ` · ${t.timeLimit} min` : ""} ·{" "}
          {takers.data === undefined
            ? takers.error
              ? "takers unknown"
              : "… takers"
            : `${takers.data} taker${takers.data === 1 ? "" : "s"}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <RowLink to={adminPaths.editMockTest(t.id)} label={`Edit ${t.name}`}>
          Edit
        </RowLink>
        <RowLink to={adminPaths.mockTestStats(t.id)} label={`Statistics of ${t.name}`}>
          Statistics
        </RowLink>
        <RowLink to={adminPaths.printMockTest(t.id)} label={`Print ${t.name}`}>
          Print
        </RowLink>
        <PublishDeleteButtons item={t} busy={busy} onToggle={onToggle} onDelete={onDelete} />
      </div>
    </li>
  );
}

function RowLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} aria-label={label} className={buttonClass("secondary", "sm")}>
      {children}
    </Link>
  );
}
