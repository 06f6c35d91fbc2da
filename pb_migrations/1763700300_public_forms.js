// Create-only public forms: newsletter, Register Now leads and contact messages.
// Guests may only create; only staff may read or manage. A create that also tries to set a
// staff-only field (status, handled, id) fails the rule.
const STAFF = "@request.auth.collectionName = 'users'";
const MOBILE = "^(\\+91[ -]?)?[6-9][0-9]{9}$";

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "subscribers",
        listRule: STAFF,
        viewRule: STAFF,
        createRule: "@request.body.id:isset = false",
        updateRule: null,
        deleteRule: STAFF,
        fields: [
          { type: "email", name: "email", required: true },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_subscribers_email ON subscribers (email COLLATE NOCASE)"],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "leads",
        listRule: STAFF,
        viewRule: STAFF,
        createRule: "@request.body.id:isset = false && @request.body.status:isset = false",
        updateRule: STAFF,
        deleteRule: STAFF,
        fields: [
          { type: "text", name: "name", required: true, min: 2, max: 200 },
          { type: "text", name: "mobile", required: true, max: 20, pattern: MOBILE },
          { type: "text", name: "course", max: 200 },
          { type: "select", name: "status", maxSelect: 1, values: ["new", "contacted", "closed"] },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "messages",
        listRule: STAFF,
        viewRule: STAFF,
        createRule: "@request.body.id:isset = false && @request.body.handled:isset = false",
        updateRule: STAFF,
        deleteRule: STAFF,
        fields: [
          { type: "text", name: "name", required: true, min: 2, max: 200 },
          { type: "email", name: "email", required: true },
          { type: "text", name: "phone", max: 20, pattern: MOBILE },
          { type: "text", name: "message", required: true, min: 2, max: 5000 },
          { type: "bool", name: "handled" },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
      }),
    );
  },
  (app) => {
    for (const name of ["messages", "leads", "subscribers"]) app.delete(app.findCollectionByNameOrId(name));
  },
);
