/* global $mails, UnauthorizedError -- JSVM globals not listed in eslint.config.js */
// Students: sign-in with a one-time code, their profile, their data (students.pb.js).
//
// Codes: POST /api/students/request-code { email } or { phone } (+ name, exam for a first sign-in)
// makes the student when missing (a random server-made password that nothing ever reads) and issues
// PocketBase's own OTP for the `students` collection (a record in _otps: 6 digits, 600 s, deleted
// once used). The answer is the same whether the address existed or not. The code goes out through
// PocketBase's OTP mail hook (onMailerRecordOTPSend), where sendCode() chooses the sender: e-mail
// (the normal mail path: SMTP, or the outbox when e-mail is off) or SMS (lib/sms.js) for a code
// asked for with a phone number. The client signs in with the SDK's authWithOTP; guardCodeEntry()
// runs before PocketBase's handler and refuses a code after 5 wrong entries, and an expired or
// used one, with a clear message.
//
// Limits (studentCodeLog, one row per event; counted and written in one SQL statement, so requests
// at the same moment cannot both slip under a limit): 5 codes per address and 60 per IP address (a classroom on one Wi-Fi) in
// 15 minutes; 5 wrong entries per code.
//
// Data: GET /api/students/me/data gives the signed-in student their record and every record of
// every collection with a relation field to `students` that points at them (found from the schema
// at request time, so collections added later are included). Deleting a student deletes those
// records too (removeRelated), and a record saved for a student who was deleted meanwhile is
// deleted again at once (dropOrphan): an attempt submitted while the account is being deleted
// cannot stay behind.
//
// The pure functions at the top are unit-tested from Node (students.test.ts).

const ADDRESS_MAX = 5;
const IP_MAX = 60;
const LIMIT_WINDOW_MS = 15 * 60 * 1000;
const WRONG_MAX = 5;
const DISPLAY_NAME_MAX = 40;
const NAME_MAX = 80;
const EXAM_MAX = 60;
const LOG_KEEP_MS = 24 * 60 * 60 * 1000;
/** A student who never signed in (never used a code) is forgotten after this long. */
const UNUSED_KEEP_MS = 24 * 60 * 60 * 1000;

const CODE_SENT = "If the address is right, a 6-digit code is on its way. It works once, for 10 minutes.";
const CODE_GONE = "This code has expired or was already used. Ask for a new code.";

/** @typedef {[number, { message: string, [key: string]: unknown }]} Reply a route's answer: [status, body] */

/**
 * "1 minute", "3 minutes": whole minutes, rounded up so the wait is never short.
 * @param {number} ms
 */
function minutesText(ms) {
  const m = Math.max(1, Math.ceil(ms / 60000));
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/**
 * The 429 answer of a rate limit that says to wait `ms`: `why` names the limit ("Too many codes
 * asked for this address").
 * @param {string} code
 * @param {number} ms
 * @param {string} why
 * @returns {[number, { code: string, waitMinutes: number, message: string }]}
 */
function tooMany(code, ms, why) {
  return [429, { code, waitMinutes: Math.ceil(ms / 60000), message: `${why}; wait ${minutesText(ms)}.` }];
}

/**
 * A name, exam or display name as typed, checked: { value } (trimmed, inner spaces collapsed) or
 * { error }. Refused: HTML (< or >), control characters (line breaks, tabs, zero-width and
 * direction marks too), and more than `max` characters.
 * @param {unknown} raw
 * @param {number} max
 * @param {string} label "Display name"
 * @returns {{ value: string, error?: undefined } | { error: string, value?: undefined }}
 */
function checkText(raw, max, label) {
  if (raw === undefined || raw === null) return { value: "" };
  if (typeof raw !== "string") return { error: `${label} must be text.` };
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/.test(raw)) {
    return { error: `${label} cannot contain line breaks or control characters.` };
  }
  if (/[<>]/.test(raw)) return { error: `${label} cannot contain < or > (no HTML).` };
  const value = raw.trim().replace(/\s+/g, " ");
  if (Array.from(value).length > max) return { error: `${label} can be at most ${max} characters.` };
  return { value };
}

/**
 * What a code request asks for: { kind: "email" | "phone", to } or { error, field }.
 * @param {Record<string, unknown>} body
 * @param {boolean} smsOn
 * @returns {{ kind: "email" | "phone", to: string, error?: undefined } | { error: string, field: string, kind?: undefined }}
 */
function codeTarget(body, smsOn) {
  const phone = body["phone"];
  const email = body["email"];
  if (typeof phone === "string" && phone.trim() && !(typeof email === "string" && email.trim())) {
    if (!smsOn) {
      return {
        error: "Sign-in by phone is not available on this site. Please use your e-mail address.",
        field: "phone",
      };
    }
    const to = require(`${__hooks}/lib/phone.js`).normaliseIndianMobile(phone);
    if (!to)
      return { error: "Please enter a 10-digit Indian mobile number, like 98765 43210.", field: "phone" };
    return { kind: "phone", to };
  }
  const checked = require(`${__hooks}/lib/newsletter.js`).checkEmail(email);
  if (checked.error !== undefined) return { error: checked.error, field: "email" };
  return { kind: "email", to: checked.email };
}

/**
 * The e-mail with a sign-in code.
 * @param {{ code: string, institute: string, base: string, minutes: number }} p
 */
function codeMail({ code, institute, base, minutes }) {
  const esc = require(`${__hooks}/lib/site.js`).escapeHtml;
  return {
    subject: `${code} is your sign-in code for ${institute}`,
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:600px">` +
      `<p>Your sign-in code for ${esc(institute)}:</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${esc(code)}</p>` +
      `<p>It works once, for ${minutes} minutes. Type it on the sign-in page` +
      (base ? ` (<a href="${esc(base)}/signin">${esc(base)}/signin</a>)` : "") +
      `. If you did not ask for it, ignore this e-mail.</p></body></html>`,
    text:
      `Your sign-in code for ${institute}: ${code}\n\nIt works once, for ${minutes} minutes. ` +
      `If you did not ask for it, ignore this e-mail.\n`,
  };
}

/** @param {number} ms */
function isoAt(ms) {
  return new Date(ms).toISOString();
}

/**
 * Counts one event under `key` unless `max` are already counted in the window. Returns 0 when
 * counted, else the milliseconds until the oldest counted one leaves the window.
 * @param {string} key
 * @param {number} max
 * @param {number} windowMs
 */
function take(key, max, windowMs) {
  const now = Date.now();
  const since = isoAt(now - windowMs);
  const added = $app
    .db()
    .newQuery(
      "INSERT INTO studentCodeLog (id, key, at) SELECT {:id}, {:key}, {:now} " +
        "WHERE (SELECT COUNT(*) FROM studentCodeLog WHERE key = {:key} AND at > {:since}) < {:max}",
    )
    .bind({
      id: $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"),
      key,
      now: isoAt(now),
      since,
      max,
    })
    .execute()
    .rowsAffected();
  if (added === 1) return 0;
  const { rowOf } = require(`${__hooks}/lib/db-rows.js`);
  const row = rowOf({ at: "" });
  $app
    .db()
    .newQuery("SELECT COALESCE(MIN(at), '') AS at FROM studentCodeLog WHERE key = {:key} AND at > {:since}")
    .bind({ key, since })
    .one(row);
  return Math.max(1000, (Date.parse(row.at) || now) + windowMs - now);
}

/**
 * How many events are counted under `key` (no window: the keys that use it die with their code).
 * @param {string} key
 */
function count(key) {
  const { rowOf } = require(`${__hooks}/lib/db-rows.js`);
  const row = rowOf({ n: 0 });
  $app.db().newQuery("SELECT COUNT(*) AS n FROM studentCodeLog WHERE key = {:key}").bind({ key }).one(row);
  return row.n;
}

function studentsCollection() {
  return $app.findCollectionByNameOrId("students");
}

/**
 * @param {"email" | "phone"} kind
 * @param {string} to
 */
function findStudent(kind, to) {
  try {
    if (kind === "email") return $app.findAuthRecordByEmail("students", to);
    return $app.findFirstRecordByFilter("students", "phone = {:phone}", { phone: to });
  } catch {
    return null;
  }
}

/**
 * The student with this address, made when missing (with a name and exam when given).
 * @param {"email" | "phone"} kind
 * @param {string} to
 * @param {{ name: string, exam: string }} first
 */
function findOrCreateStudent(kind, to, first) {
  const found = findStudent(kind, to);
  if (found) return found;
  const rec = new Record(studentsCollection());
  if (kind === "email") rec.setEmail(to);
  else rec.set("phone", to);
  rec.set("name", first.name);
  rec.set("exam", first.exam);
  // Never used (sign-in is by code only), never sent anywhere, never read back.
  rec.setRandomPassword();
  try {
    $app.save(rec);
  } catch (err) {
    // The same new address asked twice at once: the unique index kept the other one.
    const again = findStudent(kind, to);
    if (again) return again;
    throw err;
  }
  return rec;
}

/** The institute's name for messages. */
function instituteName() {
  try {
    const s = $app.findFirstRecordByFilter("settings", "id != ''");
    return s.getString("instituteName") || "Punjab Success Academy";
  } catch {
    return "Punjab Success Academy";
  }
}

/**
 * Collections (not views, not system ones) with a relation field pointing at `students`, and
 * those fields: [{ collection, fields: [{ name, multiple }] }].
 */
function relatedCollections() {
  const studentsId = studentsCollection().id;
  /** @type {{ collection: core.Collection, fields: { name: string, multiple: boolean }[] }[]} */
  const out = [];
  for (const c of /** @type {core.Collection[]} */ ($app.findAllCollections())) {
    if (c.system || c.type === "view" || c.name === "students") continue;
    /** @type {{ name: string, multiple: boolean }[]} */
    const fields = [];
    for (const f of c.fields) {
      if (f.type() !== "relation") continue;
      const rf = /** @type {core.RelationField} */ (/** @type {unknown} */ (f));
      if (rf.collectionId !== studentsId) continue;
      fields.push({ name: rf.name, multiple: rf.maxSelect > 1 });
    }
    if (fields.length) out.push({ collection: c, fields });
  }
  return out;
}

/**
 * Every record of `collection` whose student relation fields point at `studentId`.
 * @param {Pick<core.App, "findRecordsByFilter">} app
 * @param {{ collection: core.Collection, fields: { name: string, multiple: boolean }[] }} rel
 * @param {string} studentId
 */
function recordsOf(app, rel, studentId) {
  // Field names come from the schema (identifiers); the id is always a bound parameter.
  const filter = rel.fields.map((f) => (f.multiple ? `${f.name} ~ {:id}` : `${f.name} = {:id}`)).join(" || ");
  return /** @type {core.Record[]} */ (
    app.findRecordsByFilter(rel.collection.name, filter, "", 0, 0, { id: studentId })
  );
}

/** @param {string} phone */
function isPhone(phone) {
  return /^\+91[6-9]\d{9}$/.test(phone);
}

module.exports = {
  ADDRESS_MAX,
  WRONG_MAX,
  DISPLAY_NAME_MAX,
  CODE_SENT,
  CODE_GONE,
  minutesText,
  checkText,
  codeTarget,
  codeMail,
  relatedCollections,

  /**
   * POST /api/students/request-code.
   * @param {HookRequestEvent} e
   * @returns {Reply}
   */
  requestCode(e) {
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body || {});
    const sms = require(`${__hooks}/lib/sms.js`);
    const target = codeTarget(body, sms.isOn());
    if (target.error !== undefined) {
      return [
        400,
        {
          message: target.error,
          data: { [target.field]: { code: "validation_invalid", message: target.error } },
        },
      ];
    }
    const name = checkText(body["name"], NAME_MAX, "Name");
    if (name.error !== undefined) {
      return [
        400,
        { message: name.error, data: { name: { code: "validation_invalid", message: name.error } } },
      ];
    }
    const exam = checkText(body["exam"], EXAM_MAX, "Exam");
    if (exam.error !== undefined) {
      return [
        400,
        { message: exam.error, data: { exam: { code: "validation_invalid", message: exam.error } } },
      ];
    }

    const addressWait = take(`addr:${target.to}`, ADDRESS_MAX, LIMIT_WINDOW_MS);
    if (addressWait) return tooMany("address_limit", addressWait, "Too many codes asked for this address");
    const ipWait = take(`ip:${String(e.realIP() || "").slice(0, 64)}`, IP_MAX, LIMIT_WINDOW_MS);
    if (ipWait) return tooMany("network_limit", ipWait, "Too many codes asked from this network");

    const student = findOrCreateStudent(target.kind, target.to, {
      name: name.value || "",
      exam: exam.value || "",
    });
    const students = studentsCollection();
    const code = $security.randomStringWithAlphabet(students.otp.length || 6, "0123456789");
    const otp = new Record($app.findCollectionByNameOrId("_otps"));
    otp.set("collectionRef", students.id);
    otp.set("recordRef", student.id);
    otp.setPassword(code);
    // Where the code goes decides the sender (sendCode): an e-mail address or a +91 number.
    otp.set("sentTo", target.to);
    $app.save(otp);
    try {
      $mails.sendRecordOTP($app, student, otp.id, code);
    } catch (err) {
      $app
        .logger()
        .error("students: sending a sign-in code failed", "kind", target.kind, "error", String(err));
      try {
        $app.delete(otp);
      } catch {
        // already gone
      }
      return [
        503,
        {
          message:
            target.kind === "phone"
              ? "We could not send the text message just now. Please try again in a few minutes, or use your e-mail address."
              : "We could not send the e-mail just now. Please try again in a few minutes.",
        },
      ];
    }
    return [200, { otpId: otp.id, message: CODE_SENT }];
  },

  /**
   * onMailerRecordOTPSend for students: the one code sender. A code asked for with a phone
   * number goes by SMS (and is recorded in the outbox as such); any other goes on as e-mail, with
   * our own subject and text.
   * @param {core.MailerRecordEvent} e
   */
  sendCode(e) {
    const meta = /** @type {{ otpId?: string, password?: string }} */ (e.meta || {});
    const code = String(meta.password || "");
    let sentTo = "";
    try {
      sentTo = $app.findRecordById("_otps", String(meta.otpId || "")).getString("sentTo");
    } catch {
      sentTo = "";
    }
    const institute = instituteName();
    const minutes = Math.round((studentsCollection().otp.duration || 600) / 60);
    if (isPhone(sentTo)) {
      const sms = require(`${__hooks}/lib/sms.js`);
      const text = sms.codeText(code, institute, minutes);
      let error = "";
      try {
        sms.send(sentTo, text);
      } catch (err) {
        error = String(err);
        throw err;
      } finally {
        require(`${__hooks}/lib/outbox.js`).record(
          { to: sentTo, from: "SMS", subject: "Sign-in code (SMS)", html: "", text, channel: "sms" },
          error ? "failed" : "sent",
          error,
        );
      }
      return; // no e-mail
    }
    const site = require(`${__hooks}/lib/site.js`);
    const m = codeMail({ code, institute, base: site.siteUrl(), minutes });
    const message = /** @type {mailer.Message} */ (e.message);
    message.subject = m.subject;
    message.html = m.html;
    message.text = m.text;
    e.next();
  },

  /**
   * Middleware on POST /api/collections/students/auth-with-otp, before PocketBase's handler: a
   * used or expired code gets a clear answer, a wrong one is counted, and the 5th wrong entry
   * ends the code.
   * @param {HookRequestEvent} e
   */
  guardCodeEntry(e) {
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body || {});
    const otpId = typeof body["otpId"] === "string" ? body["otpId"] : "";
    const password = typeof body["password"] === "string" ? body["password"] : "";
    if (!otpId || !password) return e.next();
    const students = studentsCollection();
    /** @type {core.Record | null} */
    let otp = null;
    try {
      otp = $app.findRecordById("_otps", otpId);
    } catch {
      otp = null;
    }
    /** @param {number} status @param {string} code @param {string} message @param {object} [extra] */
    const refuse = (status, code, message, extra) =>
      e.json(status, Object.assign({ status, code, message, data: {} }, extra || {}));
    if (!otp || otp.getString("collectionRef") !== students.id) return refuse(400, "code_gone", CODE_GONE);
    const created = Date.parse(otp.getString("created").replace(" ", "T"));
    if (!(created + (students.otp.duration || 600) * 1000 > Date.now())) {
      return refuse(400, "code_gone", CODE_GONE);
    }
    const locked = `This code was entered wrong ${WRONG_MAX} times and no longer works. Ask for a new code.`;
    const wrongKey = `wrong:${otpId}`;
    if (count(wrongKey) >= WRONG_MAX) {
      $app.delete(otp);
      return refuse(429, "code_locked", locked);
    }
    if (!otp.validatePassword(password)) {
      take(wrongKey, 1000, LOG_KEEP_MS);
      const left = WRONG_MAX - count(wrongKey);
      if (left <= 0) {
        $app.delete(otp);
        return refuse(429, "code_locked", locked);
      }
      return refuse(
        400,
        "code_wrong",
        `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left before you need a new code.`,
        { triesLeft: left },
      );
    }
    return e.next();
  },

  /**
   * onRecordAuthWithOTPRequest for students: a code that went to the student's phone verifies
   * them as a code to their e-mail does (PocketBase does the e-mail case itself).
   * @param {core.RecordAuthWithOTPRequestEvent} e
   */
  onCodeSignIn(e) {
    const rec = e.record;
    if (rec && !rec.verified() && e.otp && isPhone(e.otp.getString("sentTo"))) {
      if (e.otp.getString("sentTo") === rec.getString("phone")) {
        rec.setVerified(true);
        e.app.save(rec);
      }
    }
    e.next();
  },

  /**
   * onRecordUpdateRequest for students: the texts a student types, checked with clear messages.
   * @param {HookRecordRequestEvent} e
   */
  checkProfile(e) {
    const { fieldError } = require(`${__hooks}/lib/admin-names.js`);
    /** @type {[string, number, string][]} */
    const fields = [
      ["name", NAME_MAX, "Name"],
      ["exam", EXAM_MAX, "Exam"],
      ["displayName", DISPLAY_NAME_MAX, "Display name"],
    ];
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body || {});
    for (const [field, max, label] of fields) {
      if (!(field in body)) continue;
      const r = checkText(body[field], max, label);
      if (r.error !== undefined) throw fieldError(field, "validation_invalid", r.error);
      e.record.set(field, r.value);
    }
    // The phone is where SMS codes go: it is set by signing in with it, not typed here.
    if ("phone" in body) {
      throw fieldError("phone", "validation_invalid", "The phone number cannot be changed here.");
    }
    e.next();
  },

  /**
   * GET /api/students/me/data: everything stored about the signed-in student, as a JSON file.
   * @param {HookRequestEvent} e
   */
  exportData(e) {
    const auth = e.auth;
    if (!auth || auth.collection().name !== "students") throw new UnauthorizedError("Sign in first.", {});
    const me = $app.findRecordById("students", auth.id);
    /** @type {Record<string, unknown[]>} */
    const related = {};
    for (const rel of relatedCollections()) {
      related[rel.collection.name] = recordsOf($app, rel, me.id).map((r) => r.publicExport());
    }
    const data = {
      exportedAt: new Date().toISOString(),
      student: {
        id: me.id,
        email: me.email(),
        phone: me.getString("phone"),
        name: me.getString("name"),
        exam: me.getString("exam"),
        displayName: me.getString("displayName"),
        showOnLeaderboard: me.getBool("showOnLeaderboard"),
        nameHidden: me.getBool("nameHidden"),
        verified: me.verified(),
        created: me.getString("created"),
        updated: me.getString("updated"),
      },
      records: related,
    };
    e.response.header().set("Content-Disposition", 'attachment; filename="my-data.json"');
    e.response.header().set("Cache-Control", "no-store");
    return e.json(200, data);
  },

  /**
   * onRecordDelete for students (inside the delete's transaction): every record pointing at the
   * student goes too, whatever its relation's cascade setting.
   * @param {HookRecordEvent} e
   */
  removeRelated(e) {
    for (const rel of relatedCollections()) {
      for (const r of recordsOf(e.app, rel, e.record.id)) e.app.delete(r);
    }
    e.next();
  },

  /**
   * onRecordCreateExecute (every collection): once the record is written (inside the save's
   * transaction when there is one), a student it points at must still exist; otherwise the record
   * is deleted again and the save refused. With SQLite's one writer, either the account's delete
   * ran first (this check sees it gone) or it runs after this write (its cascade sees the record):
   * an attempt submitted while the account is deleted cannot stay behind.
   * @param {HookRecordEvent} e
   */
  dropOrphan(e) {
    e.next();
    const c = e.record.collection();
    if (c.system || c.name === "students") return;
    let studentsId = "";
    for (const f of c.fields) {
      if (f.type() !== "relation") continue;
      const rf = /** @type {core.RelationField} */ (/** @type {unknown} */ (f));
      if (!studentsId) studentsId = e.app.findCachedCollectionByNameOrId("students").id;
      if (rf.collectionId !== studentsId) continue;
      for (const id of e.record.getStringSlice(rf.name)) {
        try {
          e.app.findRecordById("students", id);
        } catch {
          e.app.delete(e.record);
          throw new BadRequestError("This student account no longer exists.", {});
        }
      }
    }
  },

  /** Hourly: old limit rows, and students who asked for a code but never signed in. */
  prune() {
    $app
      .db()
      .newQuery("DELETE FROM studentCodeLog WHERE at < {:cut}")
      .bind({ cut: isoAt(Date.now() - LOG_KEEP_MS) })
      .execute();
    const stale = /** @type {core.Record[]} */ (
      $app.findRecordsByFilter("students", "verified = false && created < {:cut}", "", 200, 0, {
        cut: isoAt(Date.now() - UNUSED_KEEP_MS).replace("T", " "),
      })
    );
    for (const s of stale) {
      try {
        $app.delete(s);
      } catch (err) {
        $app.logger().error("students: pruning an unused account failed", "error", String(err));
      }
    }
  },
};
