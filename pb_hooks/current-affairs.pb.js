// currentAffairs: one save pipeline (lib/article-save.js), registered here only, so its steps run
// in the same order on every start: request checks (date, "publish at", server-only fields), then
// on every save the cleaned name, description and SEO URL, the default date, "publish at", the
// stored .docx copy (dropped or sanitised) and last the search text made from the cleaned HTML.
// Uniqueness of seoURL is left to the unique index: it is the final word under concurrent saves.
// The search index rows are written in search.pb.js (execute hooks, in the record's transaction).
onRecordCreateRequest((e) => require(`${__hooks}/lib/article-save.js`).checkRequest(e), "currentAffairs");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/article-save.js`).checkRequest(e), "currentAffairs");
onRecordCreate((e) => require(`${__hooks}/lib/article-save.js`).onSave(e), "currentAffairs");
onRecordUpdate((e) => require(`${__hooks}/lib/article-save.js`).onSave(e), "currentAffairs");
// Last, after the commit: the cache in front of the site forgets what changed (lib/cache-purge.js).
onRecordAfterCreateSuccess(
  (e) => require(`${__hooks}/lib/article-save.js`).afterCommit(e, "create"),
  "currentAffairs",
);
onRecordAfterUpdateSuccess(
  (e) => require(`${__hooks}/lib/article-save.js`).afterCommit(e, "update"),
  "currentAffairs",
);
onRecordAfterDeleteSuccess(
  (e) => require(`${__hooks}/lib/article-save.js`).afterCommit(e, "delete"),
  "currentAffairs",
);
