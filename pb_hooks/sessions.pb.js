/* global cronAdd, onRecordAuthRequest -- JSVM globals not listed in eslint.config.js */
// Sessions end on the server (lib/sessions.js): "Log out" revokes the token it is called with;
// revoked tokens that have expired anyway are dropped every hour. The check of every API
// request's token runs in the site-wide middleware (security.pb.js).
routerAdd(
  "POST",
  "/api/auth/logout",
  (e) => require(`${__hooks}/lib/sessions.js`).logout(e),
  $apis.requireAuth(),
);
// Each sign-in's token is its own (two devices signing in within one second no longer share one).
onRecordAuthRequest((e) => {
  require(`${__hooks}/lib/sessions.js`).ownToken(e);
  e.next();
});
cronAdd("revokedTokensCleanup", "41 * * * *", () => {
  try {
    require(`${__hooks}/lib/sessions.js`).cleanup();
  } catch (err) {
    $app.logger().error("revoked tokens cleanup failed", "error", String(err));
  }
});
