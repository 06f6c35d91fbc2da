import { RevisionPage } from "@/features/students/study/pages/revision-page";

export default function RevisionRoute() {
  return <RevisionPage />;
}
