// Names and texts of courses and of the public forms (leads, contact messages) are stored
// without control or format characters (NUL, ESC, a right-to-left override that would make a
// name display reversed to staff, zero-width spaces), NFC, names on one line with spaces
// collapsed; see lib/admin-names.js and cleanText in shared/rules-core.cjs. A name left empty
// then fails the field's own required/min rule. Subscribers store only an e-mail address,
// which PocketBase's email field already checks.
onRecordCreate(
  (e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name"], ["description"]),
  "courses",
);
onRecordUpdate(
  (e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name"], ["description"]),
  "courses",
);
onRecordCreate((e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name", "course"]), "leads");
onRecordUpdate((e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name", "course"]), "leads");
onRecordCreate(
  (e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name"], ["message"]),
  "messages",
);
onRecordUpdate(
  (e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name"], ["message"]),
  "messages",
);
