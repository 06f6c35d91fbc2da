import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { todayIst } from "@/lib/dates";
import { dayOfDate, useDayQuiz } from "../api/get-day-quiz";
import { t } from "@/lib/i18n";

/** "Take today's quiz" (or "this day's") when the article's day has a published quiz; else nothing. */
export function DayQuizLink({ date, now = new Date() }: { date: string; now?: Date }) {
  const day = dayOfDate(date);
  const { data } = useDayQuiz(day);
  if (!day || !data) return null;
  return (
    <Link to={paths.quiz(data.id)} className={buttonClass("accent", "md", "mt-4 w-full justify-center")}>
      {day === todayIst(now) ? t("Take today's quiz") : t("Take this day's quiz")}
    </Link>
  );
}
