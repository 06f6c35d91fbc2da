import { LeaderboardPage } from "@/features/quizzes/pages/leaderboard-page";
import { MyAttemptPage, MyAttemptsPage } from "@/features/quizzes/pages/my-attempts-page";

/**
 * A ranked quiz's leaderboard and a student's own attempts: one lazy chunk for the three routes
 * (each lazy route costs the home page's entry chunk a few hundred bytes).
 */
export default function AttemptsRoute({ view }: { view?: string }) {
  if (view === "leaderboard") return <LeaderboardPage />;
  if (view === "myAttempt") return <MyAttemptPage />;
  return <MyAttemptsPage />;
}
