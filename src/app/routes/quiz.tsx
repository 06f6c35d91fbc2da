import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function QuizRoute() {
  usePageTitle("Quiz");
  return <PageSection title="Quiz" />;
}
