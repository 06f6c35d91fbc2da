// CAtags: names are stored trimmed (inner runs of spaces collapsed), NFC-normalised and without
// control characters, and a name equal to another tag's ignoring case (any script) is rejected
// with a field error on "name": the hook stores the case-folded name in the hidden nameKey field,
// whose UNIQUE index (pb_migrations/1764000100_tag_name_key.js) settles concurrent creates too
// (see lib/admin-names.js). Model hooks, so the seed and superusers get the same rules as staff.
onRecordCreate((e) => require(`${__hooks}/lib/admin-names.js`).checkTag(e), "CAtags");
onRecordUpdate((e) => require(`${__hooks}/lib/admin-names.js`).checkTag(e), "CAtags");
