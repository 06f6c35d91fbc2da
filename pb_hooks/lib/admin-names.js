/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Record hooks that clean the names and texts people type before they are stored (tags.pb.js,
// current-affairs.pb.js, quizzes.pb.js, names.pb.js). The rules themselves are shared with the
// app and the seed (shared/rules-core.cjs). Hook handlers cannot see top-level variables, so
// each handler require()s this module.
const { cleanName, cleanText, tagKey, isReservedArticleSlug } = require(
  `${__hooks}/../shared/rules-core.cjs`,
);

/**
 * A 400 whose message is also the field's error.
 * @param {string} field
 * @param {string} code
 * @param {string} message
 */
function fieldError(field, code, message) {
  /** @type {Record<string, ValidationError>} */
  const data = {};
  data[field] = new ValidationError(code, message);
  return new BadRequestError(message, data);
}

/** True when a save failed on the UNIQUE index of CAtags.nameKey (or the older one on name). */
/** @param {unknown} err */
function isTagTaken(err) {
  // PocketBase turns "UNIQUE constraint failed: CAtags.nameKey" into a validation error keyed by
  // the field; either text names the field next to "unique".
  const text = String((err && /** @type {{ value?: unknown }} */ (err).value) || err);
  return /\bname(Key)?\b[\s\S]*unique|unique[\s\S]*\bCAtags\.name(Key)?\b/i.test(text);
}

module.exports = {
  fieldError,
  isTagTaken,

  /**
   * Record-save hook body for CAtags: cleans the name and stores its case-folded key in the
   * hidden nameKey field, whose UNIQUE index decides atomically (concurrent creates too) that two
   * names equal ignoring case in any script cannot both exist.
   * @param {HookRecordEvent} e
   */
  checkTag(e) {
    const name = cleanName(e.record.getString("name"));
    e.record.set("name", name);
    e.record.set("nameKey", name ? tagKey(name) : "");
    try {
      return e.next();
    } catch (err) {
      if (isTagTaken(err)) throw fieldError("name", "validation_not_unique", "This tag already exists");
      throw err;
    }
  },

  /**
   * A step of currentAffairs' save pipeline (lib/article-save.js): cleans the name, description
   * and SEO URL, and refuses an SEO URL that is a site page's address.
   * @param {core.Record} r
   */
  cleanArticleRecord(r) {
    r.set("name", cleanName(r.getString("name")));
    r.set("desc", cleanText(r.getString("desc")).trim());
    r.set("seoURL", r.getString("seoURL").trim().toLowerCase());
    // /currentaffairs/today, /archive, /date/…, /month/… are site pages: an article there would
    // be unreachable (or would take the page's place in link previews).
    if (isReservedArticleSlug(r.getString("seoURL"))) {
      throw fieldError(
        "seoURL",
        "validation_reserved",
        `"${r.getString("seoURL")}" is the address of a site page; choose another SEO URL.`,
      );
    }
  },

  /**
   * Record-save hook body for collections with a name and optional free texts: `names` become
   * cleanName (one line), `texts` cleanText trimmed (line breaks kept).
   * @param {HookRecordEvent} e
   * @param {string[]} names
   * @param {string[]} [texts]
   */
  cleanFields(e, names, texts) {
    module.exports.cleanRecordFields(e.record, names, texts);
    return e.next();
  },

  /**
   * cleanFields' step without the hook's next(), for a collection's save pipeline.
   * @param {core.Record} r
   * @param {string[]} names
   * @param {string[]} [texts]
   */
  cleanRecordFields(r, names, texts) {
    for (const f of names) r.set(f, cleanName(r.getString(f)));
    for (const f of texts || []) r.set(f, cleanText(r.getString(f)).trim());
  },
};
