import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function CoursesRoute() {
  usePageTitle("Courses");
  return <PageSection title="Courses" />;
}
