import { deferred } from "@/components/deferred";
import { CourseBrowser } from "@/features/courses/components/course-browser";
import { HomePage } from "@/features/home/pages/home-page";

// Testimonials and Register Now (with its form code) load as they near the viewport or at the
// first touch or keypress; the box keeps roughly their height meanwhile.
const HomeBelow = deferred(
  () => import("../home-below").then((m) => m.HomeBelow),
  "min-h-[1900px] sm:min-h-[1300px] lg:min-h-[1000px]",
);

// The home page composes three features here, at the app level, so the features stay independent.
export default function HomeRoute() {
  return <HomePage courses={<CourseBrowser />} below={<HomeBelow />} />;
}
