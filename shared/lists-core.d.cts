// Generated from lists-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
/** Articles per page of /currentaffairs (and a day's page); "Load more" asks for the next. */
export const ARTICLES_PER_PAGE: 24;
/** Only what an article card shows, never the stored HTML. */
export const ARTICLE_CARD_FIELDS: "id,name,date,desc,seoURL,created,expand.tags.id,expand.tags.name,expand.tags.namePa";
/** Quizzes per page of /quizzes. */
export const QUIZZES_PER_PAGE: 30;
/** Rows per page of the admin's inbox lists (leads, messages, subscribers). */
export const INBOX_PER_PAGE: 20;
