import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function CurrentAffairsRoute() {
  usePageTitle("Current Affairs");
  return <PageSection title="Current Affairs" />;
}
