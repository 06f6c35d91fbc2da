// currentAffairs' one save pipeline: every check and every derived field of an article, in one
// fixed order, registered once (current-affairs.pb.js). PocketBase loads pb_hooks/*.pb.js in no
// fixed order, so steps spread over several files ran in a different order on different starts
// (the search text could be made from a stored copy before it was sanitised).

/**
 * Request checks (create and update through the API): what only the raw request shows.
 * @param {HookRecordRequestEvent} e
 */
function checkRequest(e) {
  // A date that was sent but could not be parsed (lib/article-date.js).
  require(`${__hooks}/lib/article-date.js`).checkSentDate(e);
  // A "publish at" that is not a time (lib/publish-at.js).
  require(`${__hooks}/lib/publish-at.js`).checkSentPublishAt(e);
  // The stored .docx copy is the server's own (lib/doc-html.js).
  require(`${__hooks}/lib/doc-html.js`).refuseServerFields(e);
  return e.next();
}

/**
 * Every save, whoever saves (staff, API, seed, scripts), before validation.
 * @param {HookRecordEvent} e
 */
function onSave(e) {
  const r = e.record;
  // 1. Name and description trimmed, NFC, no control characters; SEO URL lower-cased and not a
  //    site page's address (lib/admin-names.js, rules in shared/rules-core.cjs).
  require(`${__hooks}/lib/admin-names.js`).cleanArticleRecord(r);
  // 2. No date: today in India on create, its creation day on update (lib/article-date.js).
  require(`${__hooks}/lib/article-date.js`).giveDefaultDate(r);
  // 3. "Publish at": now for a past or missing time on a record that goes live (lib/publish-at.js).
  require(`${__hooks}/lib/publish-at.js`).normalizeRecord(r);
  // 4. The stored copy of an old-site .docx: dropped when stale, sanitised when kept.
  require(`${__hooks}/lib/doc-html.js`).cleanStoredCopy(r);
  // 5. The search text, from the HTML or the cleaned copy of step 4 (lib/search.js).
  require(`${__hooks}/lib/search.js`).setTextOf(r);
  return e.next();
}

/**
 * Last step, after a create, update or delete was committed (onRecordAfter…Success): the cache in
 * front of the site forgets the addresses that changed (lib/cache-purge.js; nothing when no
 * CACHE_PURGE_URL is set, nothing for a draft's save). The rest of the chain runs first, so
 * PocketBase's own page cache and the feeds (page-cache.pb.js, seo.pb.js) are already stale when
 * the front cache asks again. Never fails the save.
 * @param {HookRecordEvent} e
 * @param {"create" | "update" | "delete"} kind
 */
function afterCommit(e, kind) {
  e.next();
  require(`${__hooks}/lib/cache-purge.js`).afterArticle(e.record, kind);
}

module.exports = { checkRequest, onSave, afterCommit };
