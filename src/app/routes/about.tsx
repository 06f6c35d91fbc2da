import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function AboutRoute() {
  usePageTitle("About");
  return <PageSection title="About" />;
}
