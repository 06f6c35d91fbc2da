// currentAffairs: the name and description are stored trimmed and NFC-normalised and the SEO URL
// lower-cased, whoever saves (staff UI, API, seed). A name that is only spaces then fails the
// field's "required" rule with a message next to the field instead of being stored blank.
// Uniqueness of seoURL is left to the unique index: it is the final word under concurrent saves.
onRecordCreate((e) => require(`${__hooks}/lib/admin-names.js`).cleanArticle(e), "currentAffairs");
onRecordUpdate((e) => require(`${__hooks}/lib/admin-names.js`).cleanArticle(e), "currentAffairs");
