import { PageSection } from "@/components/page-placeholder";
import { usePageTitle } from "@/lib/use-page-title";

export default function ContactRoute() {
  usePageTitle("Contact Us");
  return <PageSection title="Contact Us" />;
}
