// Per-account sign-in lock-out (pb_hooks/sign-in.pb.js).
// signInLocks: the raw state per account name tried (failures in a row, lock level, locked until).
//   Superusers only: it says which names are being attacked and for how long they are locked.
// signInFailures: the log of failed sign-ins that staff read on the dashboard.
// Only the hook writes either (rules null: nobody writes through the API).
const STAFF = "@request.auth.collectionName = 'users'";
const AUTH_COLLECTIONS = ["users", "_superusers"];

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "signInLocks",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "select", name: "authCollection", required: true, maxSelect: 1, values: AUTH_COLLECTIONS },
          // The e-mail tried, trimmed and lower-cased, whether or not such an account exists.
          { type: "text", name: "identity", required: true, max: 255 },
          { type: "number", name: "failures", onlyInt: true, min: 0 },
          // How many locks in a row: each one lasts twice as long as the one before, up to a cap.
          { type: "number", name: "level", onlyInt: true, min: 0 },
          { type: "date", name: "lockedUntil" },
          { type: "text", name: "lastIP", max: 64 },
          { type: "text", name: "lastUserAgent", max: 500 },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_signInLocks_account ON signInLocks (authCollection, identity)",
          "CREATE INDEX idx_signInLocks_updated ON signInLocks (updated)",
        ],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "signInFailures",
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "select", name: "authCollection", required: true, maxSelect: 1, values: AUTH_COLLECTIONS },
          { type: "text", name: "email", max: 255 },
          { type: "text", name: "ip", max: 64 },
          { type: "text", name: "userAgent", max: 500 },
          // True when the account was locked after this attempt: refused during a lock, or the
          // failure that started one.
          { type: "bool", name: "locked" },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE INDEX idx_signInFailures_created ON signInFailures (created)"],
      }),
    );
  },
  (app) => {
    for (const name of ["signInFailures", "signInLocks"]) app.delete(app.findCollectionByNameOrId(name));
  },
);
