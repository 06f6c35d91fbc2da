import { PageSection } from "@/components/page-placeholder";

export default function AdminQuizzesRoute() {
  return <PageSection title="Quizs" />;
}
