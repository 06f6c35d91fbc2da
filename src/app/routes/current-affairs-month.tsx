import { useParams } from "react-router";
import { MonthPage } from "@/features/current-affairs/pages/month-page";
import { NotFoundPage } from "@/features/site/pages/not-found-page";
import { parseMonth } from "@/lib/ist-date";

/** /currentaffairs/month/YYYY-MM: anything but a real month is the 404 page, and asks nothing. */
export default function CurrentAffairsMonthRoute() {
  const month = parseMonth(useParams().month);
  return month ? <MonthPage key={month} month={month} /> : <NotFoundPage />;
}
