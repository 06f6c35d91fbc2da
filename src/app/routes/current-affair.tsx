import { CurrentAffairPage } from "@/features/current-affairs/pages/current-affair-page";

export default function CurrentAffairRoute() {
  return <CurrentAffairPage />;
}
