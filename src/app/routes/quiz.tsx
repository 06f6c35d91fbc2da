import { LeaderboardPage } from "@/features/quizzes/pages/leaderboard-page";
import { MyAttemptPage, MyAttemptsPage } from "@/features/quizzes/pages/my-attempts-page";
import { QuizPage } from "@/features/quizzes/pages/quiz-page";

/**
 * A quiz, its leaderboard (/quizs/:id/leaderboard) and a student's own attempts (/me/attempts,
 * /me/attempts/:id): one lazy chunk, as they share the player's review and result parts (each
 * lazy route costs the home page's entry chunk a few hundred bytes).
 */
export default function QuizRoute({ view }: { view?: string }) {
  if (view === "leaderboard") return <LeaderboardPage />;
  if (view === "myAttempts") return <MyAttemptsPage />;
  if (view === "myAttempt") return <MyAttemptPage />;
  return <QuizPage />;
}
