// CAtags: names are stored trimmed (inner runs of spaces collapsed) and NFC-normalised, and a
// name equal to another tag's ignoring case is rejected with a field error on "name" (see
// lib/admin-names.js). Model hooks, so the seed and superusers get the same rules as staff.
onRecordCreate((e) => require(`${__hooks}/lib/admin-names.js`).checkTag(e), "CAtags");
onRecordUpdate((e) => require(`${__hooks}/lib/admin-names.js`).checkTag(e), "CAtags");
