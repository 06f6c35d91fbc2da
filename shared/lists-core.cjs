// The public lists' page sizes and the fields a card asks for: one definition for the app
// (src/features/*/api), the benchmarks and the load script (scripts/), which ask for the same
// pages as the app does.

/** Articles per page of /currentaffairs (and a day's page); "Load more" asks for the next. */
const ARTICLES_PER_PAGE = 24;
/** Only what an article card shows, never the stored HTML. */
const ARTICLE_CARD_FIELDS =
  "id,name,date,desc,seoURL,created,expand.tags.id,expand.tags.name,expand.tags.namePa";
/** Quizzes per page of /quizzes. */
const QUIZZES_PER_PAGE = 30;
/** Rows per page of the admin's inbox lists (leads, messages, subscribers). */
const INBOX_PER_PAGE = 20;

module.exports = { ARTICLES_PER_PAGE, ARTICLE_CARD_FIELDS, QUIZZES_PER_PAGE, INBOX_PER_PAGE };
