/* global cronAdd -- a JSVM global not listed in eslint.config.js */
// Sessions end on the server (lib/sessions.js): "Log out" revokes the token it is called with;
// revoked tokens that have expired anyway are dropped every hour. The check of every API
// request's token runs in the site-wide middleware (security.pb.js).
routerAdd(
  "POST",
  "/api/auth/logout",
  (e) => require(`${__hooks}/lib/sessions.js`).logout(e),
  $apis.requireAuth(),
);
cronAdd("revokedTokensCleanup", "41 * * * *", () => {
  try {
    require(`${__hooks}/lib/sessions.js`).cleanup();
  } catch (err) {
    $app.logger().error("revoked tokens cleanup failed", "error", String(err));
  }
});
