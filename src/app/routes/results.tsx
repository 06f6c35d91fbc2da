import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function ResultsRoute() {
  usePageTitle("Results");
  return <PageSection title="Results" />;
}
