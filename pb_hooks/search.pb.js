/* global onRecordCreateExecute, onRecordUpdateExecute, onRecordDeleteExecute -- JSVM globals not in the shared ESLint list */
// Full-text search over current affairs (pb_hooks/lib/search.js; the indexes are created by
// migrations 1764200510 (trigram) and 1764400000 (whole words)).
// Every save stores the article's plain text (`text`, the last step of the save pipeline:
// lib/article-save.js) and writes its index row in the same transaction as the record (a delete
// removes it).
onRecordCreateExecute((e) => require(`${__hooks}/lib/search.js`).indexOnSave(e), "currentAffairs");
onRecordUpdateExecute((e) => require(`${__hooks}/lib/search.js`).indexOnSave(e), "currentAffairs");
onRecordDeleteExecute((e) => require(`${__hooks}/lib/search.js`).unindexOnDelete(e), "currentAffairs");

// Public: published articles only, ranked, with a highlighted snippet, 24 a page.
routerAdd("GET", "/api/ca/search", (e) => require(`${__hooks}/lib/search.js`).searchRoute(e));
// Superusers: refill the index from the articles (scripts/search-rebuild.mjs calls it).
routerAdd(
  "POST",
  "/api/ca/search/rebuild",
  (e) => require(`${__hooks}/lib/search.js`).rebuildRoute(e),
  $apis.requireSuperuserAuth(),
);
