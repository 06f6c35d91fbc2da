import { DayPage } from "@/features/current-affairs/pages/day-page";

export default function CurrentAffairsTodayRoute() {
  return <DayPage />;
}
