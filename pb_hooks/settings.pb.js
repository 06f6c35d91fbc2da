// settings: one save pipeline (lib/settings-save.js), registered here only, in the order it runs:
// request checks (version, sections, the transaction with the course category renames), then on
// every save the record's own checks and cleaned values, and after it the caches made stale.
onRecordCreateRequest((e) => require(`${__hooks}/lib/settings-save.js`).checkRequest(e), "settings");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/settings-save.js`).checkRequest(e), "settings");
onRecordCreate((e) => require(`${__hooks}/lib/settings-save.js`).onSave(e), "settings");
onRecordUpdate((e) => require(`${__hooks}/lib/settings-save.js`).onSave(e), "settings");
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/settings-save.js`).afterSave(e), "settings");
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/settings-save.js`).afterSave(e), "settings");
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/settings-save.js`).afterSave(e), "settings");
