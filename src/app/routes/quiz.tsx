import { QuestionActions, type QuestionAction } from "@/components/question-actions";
import { LeaderboardPage } from "@/features/quizzes/pages/leaderboard-page";
import { MyAttemptPage, MyAttemptsPage } from "@/features/quizzes/pages/my-attempts-page";
import { QuizPage } from "@/features/quizzes/pages/quiz-page";
import { BookmarkQuestionButton } from "@/features/students/study/components/bookmark-button";

// Each reviewed question gets a bookmark button (students feature), composed here.
const bookmark: QuestionAction = (quiz, question, shown) => (
  <BookmarkQuestionButton quiz={quiz} question={question} shown={shown} />
);

/**
 * A quiz, its leaderboard (/quizzes/:id/leaderboard) and a student's own attempts (/me/attempts,
 * /me/attempts/:id): one lazy chunk, as they share the player's review and result parts (each
 * lazy route costs the home page's entry chunk a few hundred bytes). Every reviewed question can
 * be bookmarked.
 */
export default function QuizRoute({ view }: { view?: string }) {
  const page =
    view === "leaderboard" ? (
      <LeaderboardPage />
    ) : view === "myAttempts" ? (
      <MyAttemptsPage />
    ) : view === "myAttempt" ? (
      <MyAttemptPage />
    ) : (
      <QuizPage />
    );
  return <QuestionActions.Provider value={bookmark}>{page}</QuestionActions.Provider>;
}
