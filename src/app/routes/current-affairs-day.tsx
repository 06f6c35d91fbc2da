import { useParams } from "react-router";
import { DayPage } from "@/features/current-affairs/pages/day-page";
import { NotFoundPage } from "@/features/site/pages/not-found-page";
import { parseDay } from "@/lib/ist-date";

/** /currentaffairs/date/YYYY-MM-DD: anything but a real day is the 404 page, and asks nothing. */
export default function CurrentAffairsDayRoute() {
  const day = parseDay(useParams().day);
  return day ? <DayPage key={day} day={day} /> : <NotFoundPage />;
}
