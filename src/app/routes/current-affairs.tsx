import { CurrentAffairsPage } from "@/features/current-affairs/pages/current-affairs-page";

export default function CurrentAffairsRoute() {
  return <CurrentAffairsPage />;
}
