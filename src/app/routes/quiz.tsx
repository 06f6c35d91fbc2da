import { QuestionActions, type QuestionAction } from "@/components/question-actions";
import { QuizPage } from "@/features/quizzes/pages/quiz-page";
import { BookmarkQuestionButton } from "@/features/students/study/components/bookmark-button";

// Each reviewed question gets a bookmark button (students feature), composed here.
const bookmark: QuestionAction = (quiz, question, shown) => (
  <BookmarkQuestionButton quiz={quiz} question={question} shown={shown} />
);

export default function QuizRoute() {
  return (
    <QuestionActions.Provider value={bookmark}>
      <QuizPage />
    </QuestionActions.Provider>
  );
}
