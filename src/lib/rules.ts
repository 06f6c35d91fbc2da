// The app's door to the rules the server also checks (slug, tag names, quiz question limits).
// They live in rules-core.cjs, which pb_hooks and the seed load too; see the note there.
export {
  slugify,
  slugOrFallback,
  TAG_NAME_MAX,
  cleanName,
  tagKey,
  QUESTION_LIMITS,
  questionListProblem,
  questionsProblem,
} from "./rules-core.cjs";
