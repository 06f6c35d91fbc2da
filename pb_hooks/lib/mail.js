/* global MailerMessage -- a JSVM global not listed in eslint.config.js */
// E-mail through PocketBase's own mailer. SMTP settings come from the environment (SMTP_HOST,
// SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM) and are written into the app settings at every
// start (mail.pb.js). Without SMTP_HOST the saved settings are left alone; when SMTP is not
// enabled there, e-mail is "off": nothing is sent (PocketBase would otherwise try `sendmail`).

/**
 * "Name <a@b.c>" or "a@b.c" → { name, address } (null when not an address).
 * @param {unknown} raw
 * @returns {{ name: string, address: string } | null}
 */
function parseFrom(raw) {
  const s = String(raw || "").trim();
  if (!s || /[\r\n]/.test(s)) return null;
  const m = s.match(/^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/);
  if (m) return { name: m[1].replace(/^"|"$/g, "").trim(), address: m[2] };
  return /^[^\s<>@]+@[^\s<>@]+$/.test(s) ? { name: "", address: s } : null;
}

/**
 * The SMTP settings and sender the environment asks for (SMTP_HOST, SMTP_PORT, SMTP_USER,
 * SMTP_PASSWORD, MAIL_FROM), or null without SMTP_HOST. Throws an Error naming the variable when
 * SMTP_PORT or MAIL_FROM is not understood.
 * @param {(name: string) => string} getenv
 */
function smtpFromEnv(getenv) {
  const host = String(getenv("SMTP_HOST") || "").trim();
  if (!host) return null;
  const portRaw = String(getenv("SMTP_PORT") || "").trim();
  const port = portRaw ? parseInt(portRaw, 10) : 587;
  if (!(port >= 1 && port <= 65535) || String(port) !== (portRaw || "587")) {
    throw new Error(`SMTP_PORT must be a port number (e.g. 587), not "${portRaw}".`);
  }
  const fromRaw = String(getenv("MAIL_FROM") || "").trim();
  const from = fromRaw ? parseFrom(fromRaw) : null;
  if (fromRaw && !from) {
    throw new Error(`MAIL_FROM must be an address, e.g. "Institute <news@example.com>", not "${fromRaw}".`);
  }
  const smtp = {
    host,
    port,
    username: String(getenv("SMTP_USER") || ""),
    password: String(getenv("SMTP_PASSWORD") || ""),
    // 465 is implicit TLS; other ports upgrade with STARTTLS when the server offers it.
    tls: port === 465,
  };
  return { smtp, from };
}

module.exports = {
  parseFrom,
  smtpFromEnv,

  /**
   * Called once at start: SMTP settings from env into the app settings (saved only on change).
   * @param {core.App} app
   */
  applyEnv(app) {
    const env = smtpFromEnv((name) => $os.getenv(name));
    if (!env) return;
    const { smtp: want, from } = env;
    const s = app.settings();
    const same =
      s.smtp.enabled &&
      s.smtp.host === want.host &&
      s.smtp.port === want.port &&
      s.smtp.username === want.username &&
      s.smtp.password === want.password &&
      s.smtp.tls === want.tls &&
      (!from || (s.meta.senderAddress === from.address && (!from.name || s.meta.senderName === from.name)));
    if (same) return;
    s.smtp.enabled = true;
    s.smtp.host = want.host;
    s.smtp.port = want.port;
    s.smtp.username = want.username;
    s.smtp.password = want.password;
    s.smtp.tls = want.tls;
    if (from) {
      s.meta.senderAddress = from.address;
      if (from.name) s.meta.senderName = from.name;
    }
    app.save(s);
  },

  /** True when SMTP is configured and enabled. */
  isOn() {
    const s = $app.settings();
    return !!(s.smtp.enabled && s.smtp.host);
  },

  status() {
    const s = $app.settings();
    return {
      on: !!(s.smtp.enabled && s.smtp.host),
      host: s.smtp.enabled ? s.smtp.host : "",
      from: s.meta.senderAddress,
    };
  },

  /**
   * Sends one message; throws on failure. `to` must already be a checked address (no CR/LF: see
   * lib/newsletter.js). headers: { name: value } (values must not contain CR/LF either).
   * @param {{ to: string, subject: string, html: string, text?: string, headers?: Record<string, string> }} msg
   */
  send(msg) {
    const headers = msg.headers || {};
    for (const k of Object.keys(headers)) {
      if (/[\r\n]/.test(k) || /[\r\n]/.test(String(headers[k]))) throw new Error("Header with a line break.");
    }
    if (/[\r\n]/.test(msg.to) || /[\r\n]/.test(msg.subject))
      throw new Error("Address or subject with a line break.");
    const s = $app.settings();
    const message = new MailerMessage({
      from: { address: s.meta.senderAddress, name: s.meta.senderName },
      to: [{ address: msg.to }],
      subject: msg.subject,
      html: msg.html,
      text: msg.text,
      headers: msg.headers || {},
    });
    $app.newMailClient().send(message);
  },
};
