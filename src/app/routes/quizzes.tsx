import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function QuizzesRoute() {
  usePageTitle("Quizs");
  return <PageSection title="Quizs" />;
}
