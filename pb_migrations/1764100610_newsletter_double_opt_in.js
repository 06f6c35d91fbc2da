/* global DateField, TextField, SelectField -- JSVM migration globals not listed in eslint.config.js */
// The newsletter becomes double opt-in (pb_hooks/newsletter.pb.js). Sign-up goes through
// POST /api/newsletter/subscribe, which never tells whether an address is already subscribed, so
// the collection itself no longer takes public creates. Tokens are hidden fields: the API never
// returns them, not even to staff. The confirmation token is stored as a SHA-256 hash; the
// unsubscribe token must go into every digest, so it is kept as issued (it can only unsubscribe).
const STAFF = "@request.auth.collectionName = 'users'";

migrate(
  (app) => {
    const c = app.findCollectionByNameOrId("subscribers");
    c.fields.add(
      new SelectField({ name: "status", maxSelect: 1, values: ["pending", "confirmed", "unsubscribed"] }),
    );
    c.fields.add(new TextField({ name: "confirmHash", hidden: true, max: 64 }));
    c.fields.add(new DateField({ name: "confirmExpires" }));
    c.fields.add(new DateField({ name: "confirmSentAt" }));
    c.fields.add(new DateField({ name: "confirmedAt" }));
    c.fields.add(new TextField({ name: "unsubToken", hidden: true, max: 64 }));
    c.fields.add(new DateField({ name: "unsubscribedAt" }));
    // IST day (YYYY-MM-DD) of the last digest sent to this address: at most one a day.
    c.fields.add(new TextField({ name: "lastDigestDay", max: 10 }));
    c.createRule = null;
    c.addIndex("idx_subscribers_status", false, "status, lastDigestDay", "");
    app.save(c);
    // Addresses that signed up before double opt-in never confirmed: they count as pending.
    app.db().newQuery("UPDATE subscribers SET status = 'pending' WHERE status = ''").execute();

    const runs = new Collection({
      type: "base",
      name: "digestRuns",
      listRule: STAFF,
      viewRule: STAFF,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // IST day the digest is for; one record a day.
        { type: "text", name: "day", required: true, max: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
        // Items published in (fromAt, toAt] are in the day's digest.
        { type: "date", name: "fromAt" },
        { type: "date", name: "toAt" },
        // [{ kind: "article"|"quiz", title, url }]
        { type: "json", name: "items", maxSize: 200000 },
        { type: "select", name: "status", maxSelect: 1, values: ["sending", "done", "nothing", "failed"] },
        { type: "number", name: "sent", onlyInt: true, min: 0 },
        { type: "text", name: "error", max: 2000 },
        { type: "date", name: "lastTriedAt" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_digestRuns_day ON digestRuns (day)"],
    });
    app.save(runs);

    const s = app.settings();
    const rules = [];
    for (let i = 0; i < s.rateLimits.rules.length; i++) rules.push(s.rateLimits.rules[i]);
    // The sign-up endpoint sends mail: a tight limit per address keeps it from being a mail cannon.
    rules.unshift({ label: "/api/newsletter/subscribe", audience: "", duration: 60, maxRequests: 5 });
    s.rateLimits.rules = rules;
    app.save(s);
  },
  (app) => {
    const s = app.settings();
    const rules = [];
    for (let i = 0; i < s.rateLimits.rules.length; i++) {
      if (s.rateLimits.rules[i].label !== "/api/newsletter/subscribe") rules.push(s.rateLimits.rules[i]);
    }
    s.rateLimits.rules = rules;
    app.save(s);

    app.delete(app.findCollectionByNameOrId("digestRuns"));
    const c = app.findCollectionByNameOrId("subscribers");
    c.removeIndex("idx_subscribers_status");
    for (const f of [
      "status",
      "confirmHash",
      "confirmExpires",
      "confirmSentAt",
      "confirmedAt",
      "unsubToken",
      "unsubscribedAt",
      "lastDigestDay",
    ]) {
      c.fields.removeByName(f);
    }
    c.createRule = "@request.body.id:isset = false";
    app.save(c);
  },
);
