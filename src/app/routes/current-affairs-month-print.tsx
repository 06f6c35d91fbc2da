import { useParams } from "react-router";
import { MonthPrintPage } from "@/features/current-affairs/pages/month-print-page";
import { NotFoundPage } from "@/features/site/pages/not-found-page";
import { parseMonth } from "@/lib/ist-date";

/** /currentaffairs/month/YYYY-MM/print: the month's articles in full, laid out for printing. */
export default function CurrentAffairsMonthPrintRoute() {
  const month = parseMonth(useParams().month);
  return month ? <MonthPrintPage key={month} month={month} /> : <NotFoundPage />;
}
