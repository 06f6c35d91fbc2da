// Limits on a quiz's questions; the server checks the same ones (shared/rules-core.cjs, loaded by
// pb_hooks/quizzes.pb.js).
export { QUESTION_LIMITS } from "@shared/rules-core.cjs";
