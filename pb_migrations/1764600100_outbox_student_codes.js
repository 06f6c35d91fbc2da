// The mail outbox and the bookkeeping of students' sign-in codes.
//
// outbox: every message the site sends (newsletter confirmations, the digest, sign-in codes,
// PocketBase's own mails) is recorded here by pb_hooks/outbox.pb.js. With no SMTP configured the
// message is only stored ("stored": not sent, e-mail is off) so a fresh install works end to end
// on one machine; with SMTP it is sent and recorded as "sent" (or "failed"). Owners read it in the
// admin (Outbox); nobody creates, edits or deletes it over the API (hooks write it).
//
// studentCodeLog: one row per sign-in code asked for (key "addr:…" and "ip:…") and per wrong code
// entered ("wrong:<otpId>"), counted by pb_hooks/lib/students.js for its limits. Server-only.
//
// students.email becomes optional: a student who signs in by phone (SMS code) has no e-mail.
const OWNER = "@request.auth.collectionName = 'users' && @request.auth.role = 'owner'";

migrate(
  (app) => {
    const outbox = new Collection({
      type: "base",
      name: "outbox",
      listRule: OWNER,
      viewRule: OWNER,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "to", max: 320 },
        { type: "text", name: "from", max: 320 },
        { type: "text", name: "subject", max: 1000 },
        { type: "text", name: "html", max: 2000000 },
        { type: "text", name: "text", max: 2000000 },
        // stored: kept here only (e-mail is off); sent: handed to the SMTP server; failed: it refused.
        {
          type: "select",
          name: "status",
          maxSelect: 1,
          required: true,
          values: ["stored", "sent", "failed"],
        },
        // e-mail or sms (sign-in codes sent by text message are recorded too).
        { type: "select", name: "channel", maxSelect: 1, values: ["email", "sms"] },
        { type: "text", name: "error", max: 2000 },
        { type: "autodate", name: "created", onCreate: true },
      ],
      indexes: ["CREATE INDEX idx_outbox_created ON outbox (created)"],
    });
    app.save(outbox);

    const log = new Collection({
      type: "base",
      name: "studentCodeLog",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "key", required: true, max: 400 },
        { type: "text", name: "at", required: true, max: 40 },
      ],
      indexes: ["CREATE INDEX idx_studentCodeLog_key_at ON studentCodeLog (key, at)"],
    });
    app.save(log);

    const students = app.findCollectionByNameOrId("students");
    const email = students.fields.getByName("email");
    if (email) email.required = false;
    app.save(students);
  },
  (app) => {
    const students = app.findCollectionByNameOrId("students");
    const email = students.fields.getByName("email");
    if (email) email.required = true;
    app.save(students);
    app.delete(app.findCollectionByNameOrId("studentCodeLog"));
    app.delete(app.findCollectionByNameOrId("outbox"));
  },
);
