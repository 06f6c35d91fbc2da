import { useCourses } from "@/features/courses/api/get-courses";
import { CourseBrowser } from "@/features/courses/components/course-browser";
import { HomePage } from "@/features/home/pages/home-page";
import { LeadForm } from "@/features/leads/components/lead-form";

// The home page composes three features here, at the app level, so the features stay independent.
export default function HomeRoute() {
  const { data } = useCourses();
  return (
    <HomePage courses={<CourseBrowser />} leadForm={<LeadForm courses={(data ?? []).map((c) => c.name)} />} />
  );
}
