// The app's door to the rules the server also checks (slug, names, settings links, quiz question limits).
// They live in rules-core.cjs, which pb_hooks and the seed load too; see the note there.
export type { NegativeMarking } from "./rules-core.cjs";
export {
  slugify,
  slugOrFallback,
  RESERVED_ARTICLE_SLUGS,
  isReservedArticleSlug,
  parseCalendarDay,
  parseCalendarMonth,
  TAG_NAME_MAX,
  cleanText,
  cleanName,
  tagKey,
  linkProblem,
  SETTINGS_LINK_FIELDS,
  settingsLinkProblem,
  QUESTION_LIMITS,
  questionListProblem,
  questionsProblem,
  NEGATIVE_MARKING,
  markedScore,
  TIME_LIMIT_MAX,
  publishProblem,
  DOCX_PREFLIGHT_LIMITS,
  COURSE_LIMITS,
  httpsUrlProblem,
} from "./rules-core.cjs";
