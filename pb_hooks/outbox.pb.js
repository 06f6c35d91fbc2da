/* global onMailerSend, cronAdd -- JSVM globals not listed in eslint.config.js */
// Every outgoing message is recorded in the outbox; with e-mail off it is only stored there
// (lib/outbox.js), so mail works on a fresh install without SMTP.
onMailerSend((e) => require(`${__hooks}/lib/outbox.js`).onSend(e));

// Owners page through the outbox with the normal records API (collection outbox, owner-only list
// and view rules). Stored messages are kept 90 days.
cronAdd("outboxPrune", "41 3 * * *", () => {
  try {
    $app
      .db()
      .newQuery("DELETE FROM outbox WHERE created < {:cut}")
      .bind({ cut: new Date(Date.now() - 90 * 86400000).toISOString().replace("T", " ") })
      .execute();
  } catch (err) {
    $app.logger().error("outbox prune failed", "error", String(err));
  }
});
