import { deferred } from "@/components/deferred";
import { CourseBrowser } from "@/features/courses/components/course-browser";
import { HomePage } from "@/features/home/pages/home-page";

// Testimonials and Register Now (with its form code) load as they near the viewport or at the
// first touch or keypress; the box keeps roughly their height meanwhile.
const HomeBelow = deferred(
  () => import("../home-below").then((m) => m.HomeBelow),
  "min-h-[1900px] sm:min-h-[1300px] lg:min-h-[1000px]",
);

// Today's articles and quiz (with a signed-in student's streak), first on the page: in the server's
// HTML as plain links, so their code waits for the first touch or keypress (the home page's
// JavaScript budget).
const Today = deferred(() => import("../today").then((m) => m.Today), "min-h-40", false);

// The home page composes four features here, at the app level, so the features stay independent.
export default function HomeRoute() {
  return <HomePage today={<Today />} courses={<CourseBrowser />} below={<HomeBelow />} />;
}
