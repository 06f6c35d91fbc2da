// Limits on a quiz's questions; the server checks the same ones (src/lib/rules-core.cjs, loaded by
// pb_hooks/quizzes.pb.js).
export { QUESTION_LIMITS } from "@/lib/rules";
