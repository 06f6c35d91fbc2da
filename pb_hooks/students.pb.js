/* global onMailerRecordOTPSend, onRecordAuthWithOTPRequest, cronAdd, routerUse, onRecordDelete, onRecordCreateExecute -- JSVM globals not listed in eslint.config.js */
// Students: sign-in codes, profile checks, their data and its removal (lib/students.js).

// Public: ask for a sign-in code (same answer whether the address is known or not).
routerAdd("POST", "/api/students/request-code", (e) => {
  const r = require(`${__hooks}/lib/students.js`).requestCode(e);
  return e.json(r[0], r[1]);
});

// Whether phone numbers are offered on the sign-in form (an SMS provider is configured).
routerAdd("GET", "/api/students/sign-in-options", (e) =>
  e.json(200, { phone: require(`${__hooks}/lib/sms.js`).isOn() }),
);

// The signed-in student's data, as a JSON file. Only a students token gets it, and only its own.
routerAdd(
  "GET",
  "/api/students/me/data",
  (e) => require(`${__hooks}/lib/students.js`).exportData(e),
  $apis.requireAuth("students"),
);

// Before PocketBase's own code sign-in: clear answers for used/expired codes, 5 wrong entries at most.
routerUse((e) => {
  if (e.request.method !== "POST") return e.next();
  const m = /^\/api\/collections\/([^/]+)\/auth-with-otp$/.exec(e.request.url.path);
  if (!m) return e.next();
  const lib = require(`${__hooks}/lib/students.js`);
  // Collection names match whatever their case (PocketBase looks them up case-insensitively).
  const name = decodeURIComponent(m[1] || "").toLowerCase();
  if (name !== "students") {
    let id = "";
    try {
      id = $app.findCollectionByNameOrId("students").id;
    } catch {
      id = "";
    }
    if (name !== id.toLowerCase()) return e.next();
  }
  return lib.guardCodeEntry(e);
});

// The one code sender: SMS for a code asked with a phone number, else e-mail (outbox when off).
onMailerRecordOTPSend((e) => require(`${__hooks}/lib/students.js`).sendCode(e), "students");

onRecordAuthWithOTPRequest((e) => require(`${__hooks}/lib/students.js`).onCodeSignIn(e), "students");

onRecordUpdateRequest((e) => require(`${__hooks}/lib/students.js`).checkProfile(e), "students");

// Deleting a student deletes everything that points at them, and nothing can be saved for them
// while that happens (a record whose student is gone by the time it is written is refused).
onRecordDelete((e) => require(`${__hooks}/lib/students.js`).removeRelated(e), "students");
onRecordCreateExecute((e) => require(`${__hooks}/lib/students.js`).dropOrphan(e));

cronAdd("studentsPrune", "23 * * * *", () => {
  try {
    require(`${__hooks}/lib/students.js`).prune();
  } catch (err) {
    $app.logger().error("students prune failed", "error", String(err));
  }
});
