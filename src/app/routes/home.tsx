import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function HomeRoute() {
  usePageTitle("Home");
  return <PageSection title="Home" />;
}
