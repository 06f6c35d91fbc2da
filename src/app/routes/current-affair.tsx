import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function CurrentAffairRoute() {
  usePageTitle("Current Affairs");
  return <PageSection title="Current Affairs" />;
}
