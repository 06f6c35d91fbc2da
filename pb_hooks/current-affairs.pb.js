// currentAffairs: the name and description are stored trimmed, NFC-normalised and without control
// characters (cleanName/cleanText in src/lib/rules-core.cjs), and the SEO URL
// lower-cased, whoever saves (staff UI, API, seed). A name that is only spaces then fails the
// field's "required" rule with a message next to the field instead of being stored blank.
// Uniqueness of seoURL is left to the unique index: it is the final word under concurrent saves.
onRecordCreate((e) => require(`${__hooks}/lib/admin-names.js`).cleanArticle(e), "currentAffairs");
onRecordUpdate((e) => require(`${__hooks}/lib/admin-names.js`).cleanArticle(e), "currentAffairs");
// A date PocketBase cannot parse is refused with a field error instead of being stored as no date
// (lib/article-date.js). Request hooks: only the raw request still shows what was sent.
onRecordCreateRequest((e) => require(`${__hooks}/lib/article-date.js`).checkDate(e), "currentAffairs");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/article-date.js`).checkDate(e), "currentAffairs");
// An article without a date gets today's (IST) on create, or its creation day if a save empties
// it: the by-date pages and previous/next links read only `date` (lib/article-date.js).
onRecordCreate((e) => require(`${__hooks}/lib/article-date.js`).defaultDate(e), "currentAffairs");
onRecordUpdate((e) => require(`${__hooks}/lib/article-date.js`).defaultDate(e), "currentAffairs");
// The stored copy of an old-site article's converted .docx (lib/doc-html.js): only the server's
// scripts write it; every save drops a stale copy and sanitises a kept one. Registered here, before
// search.pb.js, so the search text (lib/search.js setText) is made from the cleaned copy.
onRecordCreateRequest((e) => require(`${__hooks}/lib/doc-html.js`).guardRequest(e), "currentAffairs");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/doc-html.js`).guardRequest(e), "currentAffairs");
onRecordCreate((e) => require(`${__hooks}/lib/doc-html.js`).onSave(e), "currentAffairs");
onRecordUpdate((e) => require(`${__hooks}/lib/doc-html.js`).onSave(e), "currentAffairs");
