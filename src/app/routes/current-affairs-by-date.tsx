import { useParams } from "react-router";
import { ArchivePage } from "@/features/current-affairs/pages/archive-page";
import { DayPage } from "@/features/current-affairs/pages/day-page";
import { MonthPage } from "@/features/current-affairs/pages/month-page";
import { MonthPrintPage } from "@/features/current-affairs/pages/month-print-page";
import { NotFoundPage } from "@/features/site/pages/not-found-page";
import { parseDay, parseMonth } from "@/lib/ist-date";

export type ByDateView = "today" | "day" | "month" | "print" | "archive";

/**
 * The by-date pages, one lazy chunk for all five routes (each lazy() route costs the home page's
 * entry chunk a few hundred bytes). A :day or :month that is not a real date is the 404 page,
 * and no request is made with it.
 */
export default function CurrentAffairsByDateRoute({ view }: { view: ByDateView }) {
  const params = useParams();
  if (view === "today") return <DayPage />;
  if (view === "archive") return <ArchivePage />;
  if (view === "day") {
    const day = parseDay(params.day);
    return day ? <DayPage key={day} day={day} /> : <NotFoundPage />;
  }
  const month = parseMonth(params.month);
  if (!month) return <NotFoundPage />;
  return view === "print" ? (
    <MonthPrintPage key={month} month={month} />
  ) : (
    <MonthPage key={month} month={month} />
  );
}
