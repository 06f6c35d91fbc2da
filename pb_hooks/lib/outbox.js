// The outbox (outbox.pb.js; collection `outbox`, pb_migrations/1764600100_outbox_student_codes.js).
// Every message the site sends passes PocketBase's onMailerSend hook: newsletter confirmations and
// the digest (lib/mail.js send()), sign-in codes (lib/students.js) and PocketBase's own mails.
// - No SMTP configured (e-mail is "off"): the message is stored with status "stored" and NOT handed
//   to any mailer (PocketBase would otherwise try the machine's `sendmail`); in development
//   (`npm run dev`, PocketBase --dev) it is printed on the console too. Owners read it in the admin.
// - SMTP configured: the message is sent as before and recorded as "sent" (or "failed" with the
//   error, and the error goes on to the caller as it did before).
// Storing never stops a message: a failure to store is logged and the send goes on.
// The pure functions (summary, consoleText) are unit-tested from Node (outbox.test.ts).

/**
 * What the outbox keeps of a message.
 * @typedef {{ to: string, from: string, subject: string, html: string, text: string, channel: "email" | "sms" }} OutboxMessage
 */

/**
 * Addresses of a Go []mail.Address as "a@b.c, Name <d@e.f>".
 * @param {unknown} list
 */
function addressList(list) {
  const out = [];
  const arr = /** @type {ArrayLike<{ address?: string, name?: string }> | null | undefined} */ (list);
  const n = arr && typeof arr.length === "number" ? arr.length : 0;
  for (let i = 0; i < n; i++) {
    const a = /** @type {{ address?: string, name?: string }} */ (/** @type {ArrayLike<unknown>} */ (arr)[i]);
    if (!a || !a.address) continue;
    out.push(a.name ? `${a.name} <${a.address}>` : String(a.address));
  }
  return out.join(", ");
}

/**
 * The outbox fields of a mailer message (the Go mailer.Message a hook receives).
 * @param {{ to?: unknown, from?: { address?: string, name?: string }, subject?: string, html?: string, text?: string }} m
 * @returns {OutboxMessage}
 */
function summary(m) {
  const from = m.from && m.from.address ? addressList([m.from]) : "";
  return {
    to: addressList(m.to).slice(0, 320),
    from: from.slice(0, 320),
    subject: String(m.subject || "").slice(0, 1000),
    html: String(m.html || ""),
    text: String(m.text || ""),
    channel: "email",
  };
}

/**
 * The text shown on the console for a stored message: who, subject, and the plain text (or the
 * HTML with its tags taken out), so a developer can read a sign-in code or click a link.
 * @param {OutboxMessage} m
 */
function consoleText(m) {
  const body = (
    m.text ||
    m.html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
      .replace(/<(br|\/p|\/h[1-6]|\/li|hr)[^>]*>/gi, "\n")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
  )
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return (
    `── Outbox (${m.channel === "sms" ? "SMS" : "e-mail"} not sent: ${m.channel === "sms" ? "kept for the record" : "e-mail is off"}) ──\n` +
    `To: ${m.to}\nSubject: ${m.subject}\n\n${body}\n──`
  );
}

/**
 * Stores one message; never throws (a message is not lost because the record could not be kept).
 * @param {OutboxMessage} m
 * @param {"stored" | "sent" | "failed"} status
 * @param {string} [error]
 */
function record(m, status, error) {
  try {
    const rec = new Record($app.findCollectionByNameOrId("outbox"));
    rec.set("to", m.to);
    rec.set("from", m.from);
    rec.set("subject", m.subject);
    rec.set("html", m.html);
    rec.set("text", m.text);
    rec.set("channel", m.channel);
    rec.set("status", status);
    rec.set("error", String(error || "").slice(0, 2000));
    $app.save(rec);
  } catch (err) {
    $app.logger().error("outbox: could not record a message", "to", m.to, "error", String(err));
  }
}

module.exports = {
  summary,
  consoleText,
  record,

  /**
   * onMailerSend: store (e-mail off) or send and record.
   * @param {core.MailerEvent} e
   */
  onSend(e) {
    const m = summary(/** @type {Parameters<typeof summary>[0]} */ (/** @type {unknown} */ (e.message)));
    if (!require(`${__hooks}/lib/mail.js`).isOn()) {
      record(m, "stored");
      if ($app.isDev()) console.log(consoleText(m));
      return; // no e.next(): nothing is handed to a mailer
    }
    try {
      e.next();
    } catch (err) {
      record(m, "failed", String(err));
      throw err;
    }
    record(m, "sent");
  },
};
