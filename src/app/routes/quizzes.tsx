import { QuizzesPage } from "@/features/quizzes/pages/quizzes-page";

export default function QuizzesRoute() {
  return <QuizzesPage />;
}
