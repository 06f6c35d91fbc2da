// Checks the shape of quizs.questions (a JSON field, so PocketBase itself only checks that it is
// JSON and under maxSize). Keep the limits in step with src/features/quizzes/question-limits.ts.
const LIMITS = { questions: 1000, options: 4, text: 2000, option: 500, answer: 500, explanation: 2000 };

/** Returns null when valid, else a message naming the first problem. */
function questionsProblem(raw) {
  if (raw === "" || raw === "null") return null;
  let list;
  try {
    list = JSON.parse(raw);
  } catch {
    return "Questions must be valid JSON.";
  }
  if (!Array.isArray(list)) return "Questions must be a list.";
  if (list.length > LIMITS.questions) return `A quiz can have at most ${LIMITS.questions} questions (this one has ${list.length}).`;
  for (let i = 0; i < list.length; i++) {
    const q = list[i];
    const at = `Question ${i + 1}`;
    if (q === null || typeof q !== "object" || Array.isArray(q)) return `${at} must be an object.`;
    if (typeof q.text !== "string" || q.text.trim() === "") return `${at} needs its text.`;
    if (q.text.length > LIMITS.text) return `${at}: the text is longer than ${LIMITS.text} characters.`;
    if (!Array.isArray(q.options)) return `${at}: options must be a list.`;
    if (q.options.length > LIMITS.options) return `${at} has more than ${LIMITS.options} options.`;
    for (const o of q.options) {
      if (typeof o !== "string") return `${at}: every option must be text.`;
      if (o.length > LIMITS.option) return `${at}: an option is longer than ${LIMITS.option} characters.`;
    }
    if (typeof q.answer !== "string" || q.answer.trim() === "") return `${at} needs an answer ("N/A" when none).`;
    if (q.answer.length > LIMITS.answer) return `${at}: the answer is longer than ${LIMITS.answer} characters.`;
    if (q.explanation !== undefined && q.explanation !== null) {
      if (typeof q.explanation !== "string") return `${at}: the explanation must be text.`;
      if (q.explanation.length > LIMITS.explanation) return `${at}: the explanation is longer than ${LIMITS.explanation} characters.`;
    }
    if (q.order !== undefined && (typeof q.order !== "number" || !isFinite(q.order))) return `${at}: order must be a number.`;
  }
  return null;
}

module.exports = { LIMITS, questionsProblem };
