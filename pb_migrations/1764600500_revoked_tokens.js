// Issue 25, hole 6: a token kept working for 120 h after "Log out". PocketBase tokens are
// stateless, so a signed-out token is remembered here (a SHA-256 of it, never the token) until it
// would have expired; pb_hooks/lib/sessions.js refuses it with 401 (POST /api/auth/logout adds
// it, a cron job drops expired rows). Only this device's token ends: rotating the account's token
// key would also sign the person out of their other devices.
// Superusers only (every rule null). Named with a leading underscore like PocketBase's own internal
// collections (_otps, _authOrigins): the access matrix (tests/integration/access-roles.test.ts)
// leaves those out, and nothing of the app reads it.
migrate(
  (app) => {
    const c = new Collection({
      type: "base",
      name: "_revokedTokens",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "hash", required: true, min: 64, max: 64, pattern: "^[0-9a-f]{64}$" },
        { type: "date", name: "expires", required: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_revokedTokens_hash ON _revokedTokens (hash)",
        "CREATE INDEX idx_revokedTokens_expires ON _revokedTokens (expires)",
      ],
    });
    app.save(c);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("_revokedTokens"));
  },
);
