import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { reportPageStatus } from "@/lib/http-status";
import { t } from "@/lib/i18n";

/** The page of a quiz that does not exist or is not live (the quiz and its leaderboard): a 404. */
export function QuizNotFound() {
  reportPageStatus(404);
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center">
      <PageMeta title={t("Quiz not found")} />
      <h1 className="text-3xl font-bold text-slate-900">{t("Quiz not found")}</h1>
      <p className="mt-3 text-slate-700">{t("This quiz does not exist or is no longer available.")}</p>
      <Link to={paths.quizzes} className={buttonClass("primary", "lg", "mt-6")}>
        {t("See all quizzes")}
      </Link>
    </main>
  );
}
