/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Steps of the settings save pipeline (lib/settings-save.js) that only an API request has: the
// sections' checks, the version check and the course category renames.

const HEADER = "X-Settings-Updated";
const HEADER_KEY = "x_settings_updated";

/**
 * A JSON field's value, or `fallback` when it is empty, null or not JSON.
 * @param {string} raw
 * @param {unknown} fallback
 * @returns {any} parsed JSON: the callers check its shape before use
 */
function parse(raw, fallback) {
  if (!raw) return fallback;
  try {
    const v = JSON.parse(raw);
    return v === null ? fallback : v;
  } catch {
    return fallback;
  }
}

/**
 * "20:41" in India for a PocketBase datetime ("2026-11-23 15:11:29.123Z").
 * @param {string} updated
 */
function istTime(updated) {
  const ms = Date.parse(String(updated).replace(" ", "T"));
  if (Number.isNaN(ms)) return "";
  const d = require(`${__hooks}/../shared/day-queries-core.cjs`).istClock(ms);
  const pad = (/** @type {number} */ n) => (n < 10 ? `0${n}` : `${n}`);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * @param {string} field
 * @param {string} message
 * @returns {never}
 */
function fail(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError("validation_settings", message) });
}

/**
 * HTML the About editor never produces and no page may run: script-like elements, event-handler
 * attributes, and script/data links in href or src. Only inside tags, so prose that mentions
 * "javascript:" is fine.
 */
const UNSAFE_HTML =
  /<\s*\/?\s*(script|iframe|object|embed|style|form|svg|math|link|meta|base)\b|<[^>]*\son[a-z]+\s*=|<[^>]*\b(href|src|action)\s*=\s*["']?\s*(javascript|vbscript|data)\s*:/i;

/**
 * Whether `html` holds something UNSAFE_HTML names.
 * @param {string} html
 */
function hasUnsafeHtml(html) {
  return UNSAFE_HTML.test(html);
}

/** @param {core.Record} record */
function checkAbout(record) {
  // aboutPa: the Punjabi About (issue 24), held to the same rule.
  for (const field of ["about", "aboutPa"]) {
    if (hasUnsafeHtml(record.getString(field))) {
      fail(
        field,
        "The About text contains a script or an element that is not allowed. Edit it in the editor and save again.",
      );
    }
  }
}

/**
 * Replaces "new:<original name>" in list[i][key] with the stored name of the file uploaded under
 * that name to `field`, then checks that every reference names a file of the record.
 * @param {core.Record} record
 * @param {string} field the file field
 * @param {string} listField the JSON list field whose items name its files
 * @param {string} key the item's property holding a file name
 * @param {string} label what an item is called in an error ("Slide")
 */
function resolveImages(record, field, listField, key, label) {
  const list = parse(record.getString(listField), []);
  if (!Array.isArray(list)) return;
  /** @type {Record<string, string>} */
  const uploaded = {};
  for (const f of record.getUnsavedFiles(field)) if (f) uploaded[f.originalName] = f.name;
  /** @type {Record<string, boolean>} */
  const kept = {};
  for (const name of record.getStringSlice(field)) kept[name] = true;
  for (const name of Object.values(uploaded)) kept[name] = true;
  let changed = false;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (!item || typeof item !== "object" || !item[key]) continue;
    let ref = String(item[key]);
    if (ref.indexOf("new:") === 0) {
      const stored = uploaded[ref.slice(4)];
      if (stored) {
        item[key] = stored;
        ref = stored;
        changed = true;
      }
    }
    if (!kept[ref])
      fail(listField, `${label} ${i + 1}: its image was not uploaded. Choose the image again and save.`);
  }
  if (changed) record.set(listField, list);
}

/**
 * Social and app-store links must be https:// addresses (the shared link rule in settings.pb.js
 * also allows site paths, which make sense for a slide's button but not for these).
 * @param {core.Record} record
 */
function checkHttpsOnly(record) {
  for (const field of ["social", "appLinks"]) {
    const value = parse(record.getString(field), null);
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const key of Object.keys(value)) {
      const link = value[key];
      if (typeof link === "string" && link.charAt(0) === "/") {
        fail(field, `Link ${field}.${key} must be a full address starting with https://.`);
      }
    }
  }
}

/** @param {string} name */
function categoryKey(name) {
  const { tagKey } = require(`${__hooks}/../shared/rules-core.cjs`);
  return tagKey(name);
}

/**
 * Courses (in `app`) whose cat list holds `name` exactly.
 * @param {core.App} app
 * @param {string} name
 * @returns {core.Record[]}
 */
function coursesUsing(app, name) {
  // findRecordsByFilter's list holds no Go nils: the casts only drop `undefined` from its type.
  const found = /** @type {core.Record[]} */ (
    app.findRecordsByFilter("courses", "cat ~ {:n}", "", 0, 0, { n: name })
  );
  return found.filter((c) => {
    const cat = parse(c.getString("cat"), []);
    return Array.isArray(cat) && cat.indexOf(name) >= 0;
  });
}

/**
 * What saving the category list `after` over `before` changes: the stored categories it removes
 * and the ones it renames (old name → new name), or `problem`, the first thing wrong with it.
 * Names in `after` are cleaned in place (cleanName), as they are stored.
 * @param {unknown} before the stored list
 * @param {unknown} after the list being saved
 * @returns {{ problem: string, removed: string[], renames: Record<string, string> }}
 */
function categoryChanges(before, after) {
  /** @type {string[]} */
  const removed = [];
  /** @type {Record<string, string>} */
  const renames = {};
  /** @param {string} problem */
  const refused = (problem) => ({ problem, removed, renames });
  if (!Array.isArray(after)) return refused("Course categories must be a list.");
  const { cleanName } = require(`${__hooks}/../shared/rules-core.cjs`);
  /** @type {Record<string, boolean>} */
  const seenKeys = {};
  /** @type {Record<string, boolean>} */
  const seenIds = {};
  for (const item of after) {
    if (!item || typeof item !== "object" || typeof item.name !== "string") {
      return refused("Every course category needs a name.");
    }
    const c = /** @type {{ id: string, name: string }} */ (item);
    c.name = cleanName(c.name);
    if (!c.name) return refused("Every course category needs a name.");
    if (c.name.length > 60)
      return refused(`Category “${c.name.slice(0, 60)}…” is too long (60 characters at most).`);
    const key = categoryKey(c.name);
    if (seenKeys[key]) {
      return refused(
        `There are two categories called “${c.name}” (capital letters do not count as different). Choose another name.`,
      );
    }
    seenKeys[key] = true;
    if (seenIds[c.id]) return refused("Two categories have the same id. Reload the page and try again.");
    seenIds[c.id] = true;
  }
  /** @type {{ id: string, name: string }[]} */
  const list = after;
  for (const old of Array.isArray(before) ? before : []) {
    if (!old || typeof old.name !== "string") continue;
    const now = list.find((c) => c.id === old.id);
    if (!now) removed.push(old.name);
    else if (now.name !== old.name) renames[old.name] = now.name;
  }
  return { problem: "", removed, renames };
}

/**
 * Checks the new category list against the stored one (a removed category must not be in use by
 * a course); returns old name → new name.
 * @param {core.App} app
 * @param {unknown} before the stored list
 * @param {unknown} after the list being saved (its names are cleaned in place)
 * @returns {Record<string, string>}
 */
function planCategories(app, before, after) {
  const changes = categoryChanges(before, after);
  if (changes.problem) fail("courseCategories", changes.problem);
  for (const name of changes.removed) {
    const n = coursesUsing(app, name).length;
    if (n > 0) {
      fail(
        "courseCategories",
        `Category “${name}” is used by ${n} course${n === 1 ? "" : "s"}. Move ${n === 1 ? "it" : "them"} to another category first.`,
      );
    }
  }
  return changes.renames;
}

/**
 * @param {core.App} app
 * @param {Record<string, string>} renames old name → new name
 */
function renameInCourses(app, renames) {
  const names = Object.keys(renames);
  if (names.length === 0) return;
  /** @type {Record<string, boolean>} */
  const done = {};
  for (const name of names) {
    for (const course of coursesUsing(app, name)) {
      if (done[course.id]) continue;
      done[course.id] = true;
      const cat = /** @type {string[]} */ (parse(course.getString("cat"), []));
      course.set(
        "cat",
        cat.map((n) => (Object.prototype.hasOwnProperty.call(renames, n) ? renames[n] : n)),
      );
      app.save(course);
    }
  }
}

/**
 * The sections' checks and normalising, on every API save: the About text carries no script,
 * social and app links are full https:// addresses, and "new:<file name>" picture references
 * become the stored names (every reference must name a file of the record).
 * @param {core.Record} record
 */
function checkSections(record) {
  checkAbout(record);
  checkHttpsOnly(record);
  resolveImages(record, "slideImages", "slides", "image", "Slide");
  resolveImages(record, "resultPhotos", "results", "photo", "Result");
}

/**
 * The version the update says it changes (the X-Settings-Updated header), "" for a superuser's
 * save without one; a staff save without it is refused (428).
 * @param {HookRecordRequestEvent} e
 */
function requireVersion(e) {
  // requestInfo() lists headers lower-cased with "-" as "_".
  const expected = e.requestInfo().headers[HEADER_KEY] || "";
  // Mandatory for staff (the admin's Settings page and any API client of theirs): a save that
  // does not say which version it changes could silently overwrite a newer one (issue 25,
  // hole 8). Superusers (the dashboard, the seed, operators' scripts) may still save without it.
  const auth = e.requestEvent.auth;
  if (!expected && !(auth && auth.isSuperuser())) {
    throw new ApiError(
      428,
      `Reload the Settings page and save again: the save must say which version of the settings it changes (the ${HEADER} header).`,
      { updated: new ValidationError("validation_missing_version", HEADER) },
    );
  }
  return expected;
}

/**
 * Saves the update (e.next()) in one transaction with the version check and the courses' category
 * renames. PocketBase runs transactions one at a time, so the stored `updated` read here is the
 * latest: of two simultaneous saves of the same version, one is refused (409).
 * @param {HookRecordRequestEvent} e
 * @param {string} expected from requireVersion
 */
function saveInTransaction(e, expected) {
  const outer = e.app;
  outer.runInTransaction((tx) => {
    const fresh = tx.findRecordById("settings", e.record.id);
    const stored = fresh.getString("updated");
    if (expected && expected !== stored) {
      const at = istTime(stored);
      throw new ApiError(
        409,
        `Someone else changed these settings${at ? ` at ${at}` : ""} while you were editing. Reload the page to see their changes, then make yours again.`,
        { updated: new ValidationError("validation_conflict", stored) },
      );
    }
    /** @type {Record<string, string>} */
    let renames = {};
    if (e.record.getString("courseCategories") !== fresh.getString("courseCategories")) {
      const after = parse(e.record.getString("courseCategories"), []);
      renames = planCategories(tx, parse(fresh.getString("courseCategories"), []), after);
      e.record.set("courseCategories", after);
    }
    e.app = tx;
    try {
      e.next();
    } finally {
      e.app = outer;
    }
    renameInCourses(tx, renames);
  });
}

module.exports = {
  HEADER,
  istTime,
  hasUnsafeHtml,
  categoryChanges,
  checkSections,
  requireVersion,
  saveInTransaction,
};
