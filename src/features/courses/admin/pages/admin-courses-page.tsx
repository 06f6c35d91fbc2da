import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminSectionHeader } from "@/components/admin/admin-page-header";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { adminPaths } from "@/config/admin-paths";
import { errorMessage } from "@/lib/pocketbase";
import { useSettingsQuery } from "@/lib/site-settings";
import { useRevalidate } from "@/lib/swr";
import { toast } from "@/lib/toast";
import type { Course } from "@/types/pocketbase";
import {
  courseFilter,
  deleteCourse,
  moveCourse,
  setCourseActive,
  useAdminCourses,
} from "../api/admin-courses";
import { CourseFilters } from "../components/course-filters";
import { CourseRow } from "../components/course-row";

export function AdminCoursesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const cat = params.get("cat") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useAdminCourses({ q, cat, page });
  const categories = (useSettingsQuery().data?.courseCategories ?? []).map((c) => c.name);
  const revalidate = useRevalidate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Course | null>(null);
  const [deleteError, setDeleteError] = useState("");
  // After a move the row re-renders elsewhere: keep the keyboard on its button.
  const [focusAfter, setFocusAfter] = useState<{ id: string; dir: -1 | 1 } | null>(null);

  const setFilters = useCallback(
    (next: { q: string; cat: string; page?: number }) => {
      const p = new URLSearchParams();
      if (next.q.trim()) p.set("q", next.q.trim());
      if (next.cat) p.set("cat", next.cat);
      if (next.page && next.page > 1) p.set("page", String(next.page));
      setParams(p, { replace: !next.page });
    },
    [setParams],
  );

  const data = list.data;
  useEffect(() => {
    if (!focusAfter || busyId) return;
    const { id, dir } = focusAfter;
    const same = document.getElementById(`move-${dir < 0 ? "up" : "down"}-${id}`) as HTMLButtonElement | null;
    const other = document.getElementById(
      `move-${dir < 0 ? "down" : "up"}-${id}`,
    ) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfter, busyId, data]);

  // Every list showing courses (this one, the home browser, /courses) loads afresh.
  const refresh = () => revalidate("courses");

  async function run(id: string, action: () => Promise<unknown>, failed: string) {
    setBusyId(id);
    try {
      await action();
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err, failed));
    } finally {
      setBusyId(null);
    }
  }

  function move(c: Course, dir: -1 | 1) {
    setFocusAfter({ id: c.id, dir });
    void run(
      c.id,
      async () => {
        await moveCourse(c.id, dir, courseFilter({ q, cat }));
        toast.success(`Moved "${c.name}" ${dir < 0 ? "up" : "down"}`);
      },
      "Could not change the order.",
    );
  }

  function toggle(c: Course) {
    void run(
      c.id,
      async () => {
        await setCourseActive(c.id, !c.active);
        toast.success(c.active ? `"${c.name}" is now a draft` : `"${c.name}" is published`);
      },
      "Could not change the course.",
    );
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    setDeleteError("");
    try {
      await deleteCourse(toDelete.id);
      toast.success("Course deleted");
      setToDelete(null);
      if (data && data.items.length === 1 && page > 1) setFilters({ q, cat, page: page - 1 });
      void refresh();
    } catch (err) {
      setDeleteError(errorMessage(err, "Could not delete the course."));
    } finally {
      setBusyId(null);
    }
  }

  const last = data ? data.items.length - 1 : -1;
  return (
    <>
      <AdminSectionHeader
        title="Courses"
        intro="The course cards on the home page and /courses, in the order shown here."
        actions={
          <Link to={adminPaths.createCourse} className={buttonClass("primary")}>
            Add course
          </Link>
        }
      />
      <CourseFilters q={q} cat={cat} categories={categories} onChange={setFilters} />
      <ListStates
        result={list}
        loading="Loading courses…"
        failed="Could not load the courses."
        empty={q || cat ? "No courses match this search." : "No courses yet."}
      >
        {(items) => (
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            aria-label="Courses"
          >
            {items.map((c, i) => (
              <CourseRow
                key={c.id}
                course={c}
                busy={busyId !== null}
                canUp={i > 0 || page > 1}
                canDown={i < last || page < (data?.totalPages ?? 1)}
                onMove={(dir) => move(c, dir)}
                onToggle={() => toggle(c)}
                onDelete={() => {
                  setDeleteError("");
                  setToDelete(c);
                }}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {data ? (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onPage={(p) => setFilters({ q, cat, page: p })}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete course"
        message={toDelete ? `Delete the course "${toDelete.name}"? This cannot be undone.` : ""}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={busyId !== null && busyId === toDelete?.id}
        error={deleteError || undefined}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(o) => !o && setToDelete(null)}
      />
    </>
  );
}
