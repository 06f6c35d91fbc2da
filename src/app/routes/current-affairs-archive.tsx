import { ArchivePage } from "@/features/current-affairs/pages/archive-page";

export default function CurrentAffairsArchiveRoute() {
  return <ArchivePage />;
}
