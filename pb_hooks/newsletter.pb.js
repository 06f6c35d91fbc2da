/* global cronAdd -- a JSVM global not listed in eslint.config.js */
// The double opt-in newsletter and the daily digest (lib/newsletter.js; README "Daily digest").

// Public: sign up, confirm, unsubscribe. The unsubscribe POST is also the List-Unsubscribe-Post
// one-click target: mail clients POST "List-Unsubscribe=One-Click" with the token in the URL.
// Sign-up answers the same at once for any valid address and sends the e-mail after the answer
// (no timing tells whether an address is already confirmed).
routerAdd("POST", "/api/newsletter/subscribe", (e) =>
  require(`${__hooks}/lib/newsletter.js`).subscribeRoute(e),
);
routerAdd("POST", "/api/newsletter/confirm", (e) => {
  const body = e.requestInfo().body || {};
  const r = require(`${__hooks}/lib/newsletter.js`).confirm(body["token"]);
  return e.json(r[0], r[1]);
});
routerAdd("POST", "/api/newsletter/unsubscribe", (e) => {
  const body = e.requestInfo().body || {};
  const token = e.request.url.query().get("token") || body["token"];
  const r = require(`${__hooks}/lib/newsletter.js`).unsubscribe(token);
  return e.json(r[0], r[1]);
});

// Staff: whether e-mail is on, the digest time, subscriber counts, the last run.
routerAdd(
  "GET",
  "/api/newsletter/status",
  (e) => e.json(200, require(`${__hooks}/lib/newsletter.js`).status()),
  $apis.requireAuth("users"),
);

// Superusers (tests, operators): run the digest job now. It still waits for the digest time and
// sends nobody the same day's digest twice.
routerAdd(
  "POST",
  "/api/digest/run",
  (e) => e.json(200, require(`${__hooks}/lib/newsletter.js`).runDigest()),
  $apis.requireSuperuserAuth(),
);

routerAdd(
  "POST",
  "/api/newsletter/cleanup",
  (e) => e.json(200, { deleted: require(`${__hooks}/lib/newsletter.js`).cleanup() }),
  $apis.requireSuperuserAuth(),
);

// Every 5 minutes (UTC cron; DIGEST_CRON overrides, "off" turns it off): send once the IST time
// is past digestTime and today's digest has not gone to everyone yet.
if ($os.getenv("DIGEST_CRON") !== "off") {
  cronAdd("newsletterDigest", $os.getenv("DIGEST_CRON") || "*/5 * * * *", () => {
    try {
      require(`${__hooks}/lib/newsletter.js`).runDigest();
    } catch (err) {
      $app.logger().error("newsletter digest: run failed", "error", String(err));
    }
  });
}
cronAdd("newsletterCleanup", "17 * * * *", () => {
  try {
    require(`${__hooks}/lib/newsletter.js`).cleanup();
  } catch (err) {
    $app.logger().error("newsletter cleanup failed", "error", String(err));
  }
});
