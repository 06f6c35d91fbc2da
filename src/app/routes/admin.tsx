import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function AdminRoute() {
  usePageTitle("Admin");
  return <PageSection title="Admin" />;
}
