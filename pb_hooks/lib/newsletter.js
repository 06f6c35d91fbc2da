// The double opt-in newsletter and its daily digest (newsletter.pb.js). See README "Daily digest".
//
// Sign-up: POST /api/newsletter/subscribe answers the same for a new, pending, confirmed or
// unsubscribed address (it never reveals who is subscribed); a new, pending or unsubscribed one
// gets a confirmation e-mail (at most one a minute). The link carries a random token; only its
// SHA-256 is stored; it works once and for 7 days. Unconfirmed addresses get nothing else and are
// deleted once their link has expired (hourly cron).
//
// Digest: one record in digestRuns per IST day fixes the day's list (what went public since the
// previous day's list), so a retry sends the same list. Each subscriber is claimed for the day
// with one conditional UPDATE before the send (lastDigestDay), and released again if the send
// fails: a run that crashes, or two runs at once, never send anyone the same day twice (a crash
// between claim and send loses that one e-mail rather than doubling it). The first failed send
// stops the run (the SMTP server is likely down); the next run retries those not yet sent.
const TOKEN_RE = /^[A-Za-z0-9]{40}$/;
const CONFIRM_DAYS = 7;
const RESEND_MS = 60 * 1000;
const DEFAULT_TIME = "07:00";
const MAX_ITEMS = 50;
const BATCH = 500;
// ASCII addresses only; the e-mail field validates again on save.
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const { rowOf, rowsOf } = require(`${__hooks}/lib/db-rows.js`);

/** @typedef {{ kind: "article" | "quiz", title: string, url: string }} DigestItem one line of a digest */
/**
 * What every e-mail is made from: the site's address (links) and the institute's name.
 * @typedef {{ base: string, name: string }} MailSite
 */
/** @typedef {{ to: string, subject: string, html: string, text: string, headers: Record<string, string> }} Mail */
/** A route's answer: [status, body]. @typedef {[number, { message: string, [key: string]: unknown }]} Reply */

function mail() {
  return require(`${__hooks}/lib/mail.js`);
}
function site() {
  return require(`${__hooks}/lib/site.js`);
}
/** @param {Date} d */
function pbDate(d) {
  return d.toISOString().replace("T", " ");
}
/** @param {string} value */
function ms(value) {
  return value ? Date.parse(String(value).replace(" ", "T")) : NaN;
}

/**
 * { day: "2026-11-24", time: "06:05", label: "24 Nov 2026" } of a moment, in IST.
 * @param {Date} date
 */
function ist(date) {
  const d = require(`${__hooks}/../shared/day-queries-core.cjs`).istClock(date.getTime());
  const iso = d.toISOString();
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return {
    day: iso.slice(0, 10),
    time: iso.slice(11, 16),
    label: `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  };
}

/**
 * The address as typed, checked: { email } or { error }. A line break anywhere is refused.
 * @param {unknown} raw
 * @returns {{ email: string, error?: undefined } | { error: string, email?: undefined }}
 */
function checkEmail(raw) {
  const bad = { error: "Please enter a valid e-mail address, like name@gmail.com." };
  if (typeof raw !== "string" || /[\r\n]/.test(raw)) return bad;
  const email = raw.trim().toLowerCase();
  if (!email || email.length > 254 || !EMAIL_RE.test(email)) return bad;
  return { email };
}

function settingsRecord() {
  try {
    return $app.findFirstRecordByFilter("settings", "id != ''");
  } catch {
    return null;
  }
}

function digestTime() {
  const s = settingsRecord();
  const t = s ? s.getString("digestTime") : "";
  return /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(t) ? t : DEFAULT_TIME;
}

function instituteName() {
  const s = settingsRecord();
  return (s && s.getString("instituteName")) || "Current Affairs";
}

/**
 * @param {string} filter
 * @param {Record<string, string>} params
 */
function findSubscriber(filter, params) {
  try {
    return $app.findFirstRecordByFilter("subscribers", filter, params);
  } catch {
    return null;
  }
}

/** What e-mails are made from now: the site's address and the institute's name. */
function mailSite() {
  return { base: site().siteUrl(), name: instituteName() };
}

/**
 * @param {string} base
 * @param {string} token the subscriber's unsubscribe token
 */
function unsubscribeLinks(base, token) {
  return {
    page: `${base}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    oneClick: `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/**
 * Headers every newsletter e-mail carries (RFC 2369 / RFC 8058 one-click).
 * @param {string} base
 * @param {string} token
 * @returns {Record<string, string>}
 */
function listHeaders(base, token) {
  const u = unsubscribeLinks(base, token);
  return {
    "List-Unsubscribe": `<${u.oneClick}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * @param {MailSite} siteInfo
 * @param {string} title
 * @param {string} bodyHtml
 * @param {string} token
 */
function layout(siteInfo, title, bodyHtml, token) {
  const esc = site().escapeHtml;
  const u = unsubscribeLinks(siteInfo.base, token);
  return (
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:600px">` +
    `<h1 style="font-size:20px">${esc(title)}</h1>${bodyHtml}` +
    `<hr><p style="font-size:12px;color:#475569">${esc(siteInfo.name)} · ` +
    `<a href="${esc(u.page)}">Unsubscribe</a></p></body></html>`
  );
}

/**
 * The confirmation e-mail of a sign-up.
 * @param {MailSite} siteInfo
 * @param {{ to: string, token: string, unsubToken: string }} r the address, its confirmation token
 *   and its unsubscribe token
 * @returns {Mail}
 */
function confirmationMessage(siteInfo, { to, token, unsubToken }) {
  const esc = site().escapeHtml;
  const link = `${siteInfo.base}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const name = siteInfo.name;
  return {
    to,
    subject: `Confirm your daily current affairs e-mail from ${name}`,
    html: layout(
      siteInfo,
      "Please confirm your subscription",
      `<p>Someone (we hope you) asked for the daily current affairs e-mail from ${esc(name)}.</p>` +
        `<p><a href="${esc(link)}">Yes, send me the daily e-mail</a></p>` +
        `<p>The link works once, for ${CONFIRM_DAYS} days. If you did not ask, ignore this e-mail: ` +
        `you will get nothing else.</p>`,
      unsubToken,
    ),
    text:
      `Someone (we hope you) asked for the daily current affairs e-mail from ${name}.\n\n` +
      `Confirm: ${link}\n\nThe link works once, for ${CONFIRM_DAYS} days. If you did not ask, ` +
      `ignore this e-mail: you will get nothing else.\n\nUnsubscribe: ${unsubscribeLinks(siteInfo.base, unsubToken).page}\n`,
    headers: listHeaders(siteInfo.base, unsubToken),
  };
}

const SIGNUP_OK = "Almost done: check your inbox and click the link in our e-mail to confirm.";

/**
 * POST /api/newsletter/subscribe, the part that does not depend on the address's state: a bad
 * address (400) as [status, body], else null (answer SIGNUP_OK at once and
 * call signUp after the response: subscribeRoute).
 * @param {unknown} rawEmail
 * @returns {{ reply: Reply | null, email: string }}
 */
function subscribeCheck(rawEmail) {
  const checked = checkEmail(rawEmail);
  if (checked.error) {
    return {
      reply: [
        400,
        {
          message: checked.error,
          data: { email: { code: "validation_invalid_email", message: checked.error } },
        },
      ],
      email: "",
    };
  }
  return { reply: null, email: /** @type {string} */ (checked.email) };
}

/**
 * The sign-up's work, done after the visitor has had the answer, so the answer's timing says
 * nothing about the address (issue 25, hole 8: a confirmed address answered at once while a new
 * one waited for the mail server). With e-mail off (no SMTP) the confirmation goes to the outbox
 * (lib/outbox.js): sign-up works on a fresh install, and the owner finds the message in the admin.
 * Returns what happened, for the log and the tests: "confirmed" (already a subscriber: nothing
 * sent), "recent" (a confirmation went out less than a minute ago), "sent", "duplicate" (a
 * simultaneous sign-up of the same new address) or "failed" (the mail server refused: logged, and
 * the address may sign up again at once).
 * @param {string} email a checked address (subscribeCheck)
 * @returns {"confirmed" | "recent" | "sent" | "duplicate" | "failed"}
 */
function signUp(email) {
  let rec = findSubscriber("email = {:email}", { email });
  if (rec && rec.getString("status") === "confirmed") return "confirmed";
  // One confirmation e-mail a minute per address: the form cannot be used to flood an inbox.
  if (
    rec &&
    rec.getString("status") === "pending" &&
    Date.now() - ms(rec.getString("confirmSentAt")) < RESEND_MS
  ) {
    return "recent";
  }

  if (!rec) {
    rec = new Record($app.findCollectionByNameOrId("subscribers"));
    rec.set("email", email);
  }
  const token = $security.randomString(40);
  const now = new Date();
  rec.set("status", "pending");
  rec.set("confirmHash", $security.sha256(token));
  rec.set("confirmExpires", pbDate(new Date(now.getTime() + CONFIRM_DAYS * 86400000)));
  rec.set("confirmSentAt", pbDate(now));
  if (!rec.getString("unsubToken")) rec.set("unsubToken", $security.randomString(40));
  try {
    $app.save(rec);
  } catch (err) {
    // Two sign-ups of one new address at once: the unique index keeps one.
    if (String(err).indexOf("unique") >= 0 || String(err).indexOf("UNIQUE") >= 0) return "duplicate";
    throw err;
  }
  try {
    mail().send(
      confirmationMessage(mailSite(), {
        to: rec.getString("email"),
        token,
        unsubToken: rec.getString("unsubToken"),
      }),
    );
  } catch (err) {
    $app.logger().error("newsletter: confirmation e-mail failed", "error", String(err));
    rec.set("confirmSentAt", "");
    $app.save(rec);
    return "failed";
  }
  return "sent";
}

/**
 * The route (newsletter.pb.js): the same answer, as soon as the address is checked, whatever the
 * address's state; the lookup, the save and the e-mail happen after it. The answer is sent with
 * its Content-Length and flushed, so the visitor's browser has all of it while the server goes on.
 * @param {HookRequestEvent} e
 */
function subscribeRoute(e) {
  const body = e.requestInfo().body || {};
  const { reply, email } = subscribeCheck(body["email"]);
  if (reply) return e.json(reply[0], reply[1]);
  const text = JSON.stringify({ message: SIGNUP_OK });
  const h = e.response.header();
  h.set("Content-Type", "application/json");
  h.set("Content-Length", String(utf8Length(text)));
  h.set("Cache-Control", "no-store");
  e.string(200, text);
  e.flush();
  try {
    signUp(email);
  } catch (err) {
    $app.logger().error("newsletter: sign-up failed after the answer", "error", String(err));
  }
  return null;
}

/**
 * The UTF-8 byte length of `text`.
 * @param {string} text
 */
function utf8Length(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * POST /api/newsletter/confirm. outcome: confirmed | already | expired | invalid.
 * @param {unknown} token
 * @returns {Reply}
 */
function confirm(token) {
  /** @type {Reply} */
  const invalid = [
    400,
    {
      outcome: "invalid",
      message:
        "This confirmation link is not valid. Check that you opened the whole link from the e-mail, or sign up again.",
    },
  ];
  if (typeof token !== "string" || !TOKEN_RE.test(token)) return invalid;
  const rec = findSubscriber("confirmHash = {:h}", { h: $security.sha256(token) });
  if (!rec) return invalid;
  const status = rec.getString("status");
  if (status === "confirmed") {
    return [
      409,
      { outcome: "already", message: "This link has already been used: your subscription is confirmed." },
    ];
  }
  if (status !== "pending") {
    return [
      409,
      {
        outcome: "already",
        message: "This link has already been used. To get the daily e-mail again, sign up again.",
      },
    ];
  }
  if (!(ms(rec.getString("confirmExpires")) > Date.now())) {
    return [410, { outcome: "expired", message: "This link has expired. Sign up again to get a new one." }];
  }
  rec.set("status", "confirmed");
  rec.set("confirmedAt", pbDate(new Date()));
  $app.save(rec);
  return [
    200,
    {
      outcome: "confirmed",
      message: `Subscribed! The daily e-mail comes at ${digestTime()} (India time) on days with something new.`,
    },
  ];
}

/**
 * POST /api/newsletter/unsubscribe. outcome: unsubscribed | already | invalid.
 * @param {unknown} token
 * @returns {Reply}
 */
function unsubscribe(token) {
  /** @type {Reply} */
  const invalid = [
    400,
    {
      outcome: "invalid",
      message: "This unsubscribe link is not valid. Use the link from our most recent e-mail.",
    },
  ];
  if (typeof token !== "string" || !TOKEN_RE.test(token)) return invalid;
  const rec = findSubscriber("unsubToken = {:t}", { t: token });
  if (!rec) return invalid;
  if (rec.getString("status") === "unsubscribed") {
    return [
      200,
      { outcome: "already", message: "You are already unsubscribed. You will get no more e-mails from us." },
    ];
  }
  rec.set("status", "unsubscribed");
  rec.set("unsubscribedAt", pbDate(new Date()));
  $app.save(rec);
  return [
    200,
    { outcome: "unsubscribed", message: "You are unsubscribed. You will get no more e-mails from us." },
  ];
}

/** Hourly: pending addresses whose link has expired are deleted. Returns how many. */
function cleanup() {
  const res = $app
    .db()
    .newQuery(
      "DELETE FROM subscribers WHERE status = 'pending' AND (confirmExpires = '' OR confirmExpires < {:now})",
    )
    .bind({ now: pbDate(new Date()) })
    .execute();
  return res.rowsAffected();
}

/**
 * What went public in (from, to]: [{ kind, title, url }], articles first, newest first (at most 50 of each).
 * @param {Date} from
 * @param {Date} to
 */
function itemsBetween(from, to) {
  const base = site().siteUrl();
  /** @type {DigestItem[]} */
  const items = [];
  const rows = (/** @type {string} */ table, /** @type {string} */ cols) => {
    const out = rowsOf({ id: "", name: "", seoURL: "" });
    $app
      .db()
      .newQuery(
        `SELECT id, name, ${cols} FROM ${table} WHERE active = TRUE AND publishAt > {:from} AND publishAt <= {:to} ORDER BY publishAt DESC, id LIMIT ${MAX_ITEMS}`,
      )
      .bind({ from: pbDate(from), to: pbDate(to) })
      .all(out);
    return out;
  };
  for (const r of rows("currentAffairs", "seoURL")) {
    items.push({
      kind: "article",
      title: r.name,
      url: `${base}/currentaffairs/${encodeURIComponent(r.seoURL)}`,
    });
  }
  for (const r of rows("quizs", "'' AS seoURL")) {
    items.push({ kind: "quiz", title: r.name, url: `${base}/quizzes/${encodeURIComponent(r.id)}` });
  }
  return items;
}

/**
 * The day's run record, made (with its list fixed) by the first run of the day.
 * @param {string} day
 * @param {Date} now
 */
function dayRun(day, now) {
  const find = () => {
    try {
      return $app.findFirstRecordByFilter("digestRuns", "day = {:day}", { day });
    } catch {
      return null;
    }
  };
  let run = find();
  if (run) return run;
  let from = new Date(now.getTime() - 86400000);
  try {
    const prev = $app.findRecordsByFilter("digestRuns", "day < {:day}", "-day", 1, 0, { day })[0];
    // No earlier run: the getString of undefined throws, as findRecordsByFilter might.
    const prevTo = ms(/** @type {core.Record} */ (prev).getString("toAt"));
    // Since the previous list, but never reaching back more than two days.
    if (prevTo > now.getTime() - 2 * 86400000) from = new Date(prevTo);
  } catch {
    // first digest ever: the last 24 hours
  }
  const items = itemsBetween(from, now);
  run = new Record($app.findCollectionByNameOrId("digestRuns"));
  run.set("day", day);
  run.set("fromAt", pbDate(from));
  run.set("toAt", pbDate(now));
  run.set("items", items);
  run.set("status", items.length ? "sending" : "nothing");
  run.set("sent", 0);
  try {
    $app.save(run);
  } catch (err) {
    const other = find(); // another run made it first
    if (other) return other;
    throw err;
  }
  return run;
}

/**
 * One subscriber's digest: the day's articles, then its quizzes, each as a link.
 * @param {MailSite} siteInfo
 * @param {{ to: string, token: string, items: DigestItem[], label: string }} d the address, its
 *   unsubscribe token, the day's list and the day as "24 Nov 2026"
 * @returns {Mail}
 */
function digestMessage(siteInfo, { to, token, items, label }) {
  const esc = site().escapeHtml;
  const name = siteInfo.name;
  const section = (/** @type {DigestItem["kind"]} */ kind, /** @type {string} */ heading) => {
    const list = items.filter((i) => i.kind === kind);
    if (!list.length) return { html: "", text: "" };
    return {
      html:
        `<h2 style="font-size:16px">${heading}</h2><ul>` +
        list.map((i) => `<li><a href="${esc(i.url)}">${esc(i.title)}</a></li>`).join("") +
        `</ul>`,
      text: `${heading}\n` + list.map((i) => `- ${i.title}\n  ${i.url}`).join("\n") + "\n\n",
    };
  };
  const a = section("article", "Current affairs");
  const q = section("quiz", "Quizzes");
  return {
    to,
    subject: `Current affairs for ${label} | ${name}`,
    html: layout(siteInfo, `Today's current affairs, ${label}`, a.html + q.html, token),
    text: `Today's current affairs, ${label}\n\n${a.text}${q.text}Unsubscribe: ${unsubscribeLinks(siteInfo.base, token).page}\n`,
    headers: listHeaders(siteInfo.base, token),
  };
}

/**
 * One digest run (cron every few minutes, or POST /api/digest/run). Returns a summary:
 * { status: not-due | nothing | done | failed, day, sent, error? }. With e-mail off the digests
 * go to the outbox (lib/outbox.js), like every other message.
 */
function runDigest() {
  const now = new Date();
  const today = ist(now);
  const at = digestTime();
  if (today.time < at) return { status: "not-due", day: today.day, digestTime: at, sent: 0 };

  const run = dayRun(today.day, now);
  if (run.getString("status") === "nothing") return { status: "nothing", day: today.day, sent: 0 };
  const items = /** @type {DigestItem[]} */ (JSON.parse(run.getString("items") || "[]"));
  const siteInfo = mailSite();

  let sent = 0;
  let error = "";
  const recipients = rowsOf({ id: "", email: "", unsubToken: "", lastDigestDay: "" });
  $app
    .db()
    .newQuery(
      `SELECT id, email, unsubToken, lastDigestDay FROM subscribers WHERE status = 'confirmed' AND lastDigestDay != {:day} ORDER BY id LIMIT ${BATCH}`,
    )
    .bind({ day: today.day })
    .all(recipients);
  for (const r of recipients) {
    const claimed = $app
      .db()
      .newQuery(
        "UPDATE subscribers SET lastDigestDay = {:day} WHERE id = {:id} AND status = 'confirmed' AND lastDigestDay != {:day}",
      )
      .bind({ day: today.day, id: r.id })
      .execute()
      .rowsAffected();
    if (claimed !== 1) continue; // another run has it, or it just unsubscribed
    try {
      mail().send(digestMessage(siteInfo, { to: r.email, token: r.unsubToken, items, label: today.label }));
      sent++;
    } catch (err) {
      $app
        .db()
        .newQuery(
          "UPDATE subscribers SET lastDigestDay = {:prev} WHERE id = {:id} AND lastDigestDay = {:day}",
        )
        .bind({ prev: r.lastDigestDay, id: r.id, day: today.day })
        .execute();
      error = String(err).slice(0, 1500);
      $app
        .logger()
        .error("newsletter digest: sending failed; the next run retries", "day", today.day, "error", error);
      break;
    }
  }
  // Re-read: another run may have counted too.
  const fresh = $app.findRecordById("digestRuns", run.id);
  fresh.set("sent", fresh.getInt("sent") + sent);
  fresh.set("status", error ? "failed" : "done");
  fresh.set("error", error);
  fresh.set("lastTriedAt", pbDate(now));
  $app.save(fresh);
  if (sent) $app.logger().info("newsletter digest sent", "day", today.day, "sent", sent);
  return { status: error ? "failed" : "done", day: today.day, sent, error: error || undefined };
}

/** GET /api/newsletter/status (staff). */
function status() {
  const count = (/** @type {string} */ st) => {
    const m = rowOf({ n: 0 });
    $app.db().newQuery("SELECT COUNT(*) AS n FROM subscribers WHERE status = {:st}").bind({ st }).one(m);
    return m.n;
  };
  let lastRun = null;
  try {
    // No run yet: reading undefined throws, and lastRun stays null.
    const r = /** @type {core.Record} */ (
      $app.findRecordsByFilter("digestRuns", "id != ''", "-day", 1, 0)[0]
    );
    lastRun = {
      day: r.getString("day"),
      status: r.getString("status"),
      sent: r.getInt("sent"),
      items: JSON.parse(r.getString("items") || "[]").length,
      error: r.getString("error"),
      at: r.getString("lastTriedAt") || r.getString("created"),
    };
  } catch {
    lastRun = null;
  }
  const m = mail().status();
  const settings = settingsRecord();
  return {
    settingsId: settings ? settings.id : "",
    emailOn: m.on,
    smtpHost: m.host,
    mailFrom: m.from,
    digestTime: digestTime(),
    confirmed: count("confirmed"),
    pending: count("pending"),
    unsubscribed: count("unsubscribed"),
    lastRun,
  };
}

module.exports = {
  checkEmail,
  ist,
  confirmationMessage,
  digestMessage,
  subscribeCheck,
  signUp,
  subscribeRoute,
  SIGNUP_OK,
  confirm,
  unsubscribe,
  cleanup,
  runDigest,
  status,
};
