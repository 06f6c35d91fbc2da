import { QuizPage } from "@/features/quizzes/pages/quiz-page";

export default function QuizRoute() {
  return <QuizPage />;
}
