import { TodayBlock } from "@/features/home/components/today-block";
import { HomeStreak } from "@/features/students/study/components/home-streak";

/**
 * The home page's Today block (home feature) with a signed-in student's streak (students feature).
 * Its own chunk (src/app/routes/home.tsx): in the first response as HTML, its code loaded later.
 */
export function Today() {
  return <TodayBlock streak={<HomeStreak />} />;
}
