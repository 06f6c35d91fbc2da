// Saves of the settings record from the admin's Settings page (lib/settings-sections.js):
// - concurrency: a request carrying the header X-Settings-Updated (the record's `updated` value
//   the client loaded) is refused with 409 when the record has changed since, checked inside the
//   save's transaction, so of two simultaneous saves one is refused;
// - course categories: a rename updates every course's `cat` in the same transaction; removing a
//   category that a course uses, or a name equal to another one ignoring case, is refused;
// - slide and result images: "new:<file name>" references become the stored file names, and every
//   reference must name a file of the record;
// - the About text must not carry scripts (the app stores DOMPurify's output; pages sanitise again).
onRecordUpdateRequest((e) => require(`${__hooks}/lib/settings-sections.js`).onUpdateRequest(e), "settings");
onRecordCreateRequest((e) => require(`${__hooks}/lib/settings-sections.js`).onCreateRequest(e), "settings");
