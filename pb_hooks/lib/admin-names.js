/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Shared name rules for the staff-only content hooks (tags.pb.js, current-affairs.pb.js).
// Hook handlers cannot see top-level variables, so each handler require()s this module.
function cleanName(value) {
  return String(value == null ? "" : value)
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

/** The key two tag names are compared by: NFC, trimmed, full Unicode lower case. */
function tagKey(value) {
  return cleanName(value).toLowerCase().normalize("NFC");
}

function fieldError(field, code, message) {
  const data = {};
  data[field] = new ValidationError(code, message);
  return new BadRequestError(message, data);
}

module.exports = {
  cleanName,
  tagKey,
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
