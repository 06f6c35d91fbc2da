import { createContext, useContext, type ReactNode } from "react";

/**
 * What a page puts beside each question of a quiz's review (e.g. a bookmark button from the
 * students feature), given the quiz, the question's index in stored order and its number as shown
 * (1-based; questions may be shuffled). A context, so the quizzes feature shows it without
 * importing another feature: the route provides it.
 */
export type QuestionAction = (quiz: string, question: number, shown: number) => ReactNode;

export const QuestionActions = createContext<QuestionAction | null>(null);

export function useQuestionAction(): QuestionAction | null {
  return useContext(QuestionActions);
}
