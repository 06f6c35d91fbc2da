import { PageMeta } from "@/components/page-meta";
import { CourseBrowser } from "../components/course-browser";
import { t } from "@/lib/i18n";

export function CoursesPage() {
  return (
    <main id="main">
      <PageMeta
        title={t("Courses")}
        description={t(
          "Courses for Punjab government jobs, teaching exams, PCS in Punjabi, e-books and PPSC.",
        )}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-2 sm:pt-12">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("Courses")}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {t(
            "Test series, live classes and e-books for Punjab exams. Pick a category to see its courses, then buy on our course store.",
          )}
        </p>
      </div>
      <CourseBrowser withAllTab />
    </main>
  );
}
