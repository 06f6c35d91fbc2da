/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Record hooks for the staff-only content collections (tags.pb.js, current-affairs.pb.js).
// The name rules themselves are shared with the app and the seed (src/lib/rules-core.cjs).
// Hook handlers cannot see top-level variables, so each handler require()s this module.
const { cleanName, tagKey } = require(`${__hooks}/../src/lib/rules-core.cjs`);

function fieldError(field, code, message) {
  const data = {};
  data[field] = new ValidationError(code, message);
  return new BadRequestError(message, data);
}

module.exports = {
  fieldError,
  /** Record-save hook body for CAtags: normalise, reject case-insensitive duplicates, save. */
  checkTag(e) {
    const name = cleanName(e.record.getString("name"));
    e.record.set("name", name);
    if (name) {
      const key = tagKey(name);
      // Tags are few (tens): comparing with all of them is cheap and handles every script,
      // where the NOCASE index folds ASCII only.
      for (const other of $app.findAllRecords("CAtags")) {
        if (other.id !== e.record.id && tagKey(other.getString("name")) === key) {
          throw fieldError("name", "validation_not_unique", "This tag already exists");
        }
      }
    }
    return e.next();
  },
  /** Record-save hook body for currentAffairs. */
  cleanArticle(e) {
    const r = e.record;
    r.set("name", cleanName(r.getString("name")));
    r.set("desc", String(r.getString("desc")).normalize("NFC").trim());
    r.set("seoURL", r.getString("seoURL").trim().toLowerCase());
    return e.next();
  },
};
