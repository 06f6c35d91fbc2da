/* global onRecordAuthWithPasswordRequest, cronAdd -- JSVM globals not listed in eslint.config.js */
// Password sign-in lock-out per account for staff and superusers, and the failure log staff read
// on the dashboard: see lib/sign-in.js. PocketBase's own limit per address
// (pb_migrations/1763700400_rate_limits.js) runs before this and stays as it is.
onRecordAuthWithPasswordRequest(
  (e) => require(`${__hooks}/lib/sign-in.js`).handleSignIn(e),
  "users",
  "_superusers",
);

cronAdd("signInPrune", "17 * * * *", () => require(`${__hooks}/lib/sign-in.js`).prune());
