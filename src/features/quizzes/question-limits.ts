// Limits on a quiz's questions; the server enforces the same ones (pb_hooks/lib/quiz-questions.js).
export const QUESTION_LIMITS = { questions: 1000, options: 4, text: 2000, option: 500, answer: 500, explanation: 2000 } as const;
