import { lazy, Suspense, useId, useRef, useState } from "react";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { useSettings } from "@/lib/site-settings";
import type { CourseCategory } from "@/types/pocketbase";
import { useCourses } from "../api/get-courses";
import { courseIn, coursesInCategory, type CourseItem } from "../course-model";
import { CategoryTabs, panelId, tabId } from "./category-tabs";
import { CourseActions } from "./course-actions";
import { CourseCard } from "./course-card";
import { t, msg, useLang, localized } from "@/lib/i18n";

const ALL_TAB = msg("All courses");
// The details dialog's code comes with the first Read More, not with the page: the home page's
// JavaScript is at its budget (the Punjabi course texts of issue 24 took the last bytes). Plain
// React.lazy, not lazyPart: the server never renders it (nothing is open on a first response).
const CourseDetailsDialog = lazy(() =>
  import("./course-details-dialog").then((m) => ({ default: m.CourseDetailsDialog })),
);

/**
 * 'What are you preparing for?': category tabs that filter the course cards. `withAllTab` adds a
 * first tab listing every course (the /courses page).
 */
export function CourseBrowser({ withAllTab = false }: { withAllTab?: boolean }) {
  const settings = useSettings();
  const lang = useLang();
  const { data, error, isLoading, mutate } = useCourses();
  const idBase = useId();
  const headingId = `${idBase}-heading`;
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<CourseItem | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  // SiteSettings is loosely typed (RecordModel's index signature survives Omit): name the types.
  const categories: CourseCategory[] = settings.courseCategories ?? [];
  const all0 = withAllTab ? [t(ALL_TAB)] : [];
  const names = [...all0, ...categories.map((c) => c.name)];
  // Tabs show each category in the visitor's language; the stored (English) names stay the keys.
  const labels = [...all0, ...categories.map((c) => localized(c, "name", lang))];
  const label = (name: string) => labels[names.indexOf(name)] ?? name;
  // Staff may remove categories while a visitor has a later tab selected.
  const current = Math.min(selected, Math.max(names.length - 1, 0));
  const category = names[current];
  const all = withAllTab && current === 0;
  const shown = data && category !== undefined && !all ? coursesInCategory(data, category) : (data ?? []);

  let body;
  if (isLoading && !data) body = <Spinner label={t("Loading courses…")} />;
  else if (error && !data)
    body = (
      <Alert onRetry={() => void mutate()} className="text-center">
        <p>{t("Could not load the courses. Check your internet connection.")}</p>
      </Alert>
    );
  else if (!shown.length)
    body = (
      <EmptyState className="border-dashed">
        {category && !all
          ? t("No courses in {category} yet.", { category: labels[current] })
          : t("No courses available right now.")}{" "}
        {t("See every course on the course store.")}
      </EmptyState>
    );
  else
    body = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((c) => (
          <li key={c.id}>
            <CourseCard
              course={courseIn(c, lang, label)}
              onReadMore={(course, button) => {
                opener.current = button;
                setOpen(course);
              }}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={headingId} className="mb-6 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("What are you preparing for?")}
        </h2>
        {names.length ? (
          <>
            <CategoryTabs
              label={t("Course categories")}
              names={labels}
              selected={current}
              onSelect={setSelected}
              idBase={idBase}
            />
            <div
              role="tabpanel"
              id={panelId(idBase)}
              aria-labelledby={tabId(idBase, current)}
              className="mt-6"
            >
              {body}
            </div>
          </>
        ) : (
          body
        )}
        {/* Shown once the cards are in, in its final place (no jump as they arrive). */}
        {isLoading && !data ? null : <CourseActions settings={settings} />}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <CourseDetailsDialog
            course={open}
            onClose={() => {
              setOpen(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
