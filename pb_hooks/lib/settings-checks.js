/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Issue 25, hole 8: smaller holes in the settings record, checked on every save (a step of
// lib/settings-save.js's model pipeline), so the admin, API clients, superusers and scripts all get them:
// - an institute name with a line break (CR/LF) was stored, and then every newsletter mail failed
//   (the name goes into the From and Subject headers): refused;
// - the map link accepted http://: it must be https://, as the form already says;
// - the About text is stored sanitised (the page sanitises it again when showing it; the request
//   check in settings-sections.js still refuses obvious scripts with a message).
// A value is checked only when it changes, so an older record's value does not block other saves.

/** Line breaks and other control characters (tab included): a name is one line. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/**
 * What is wrong with an institute name, or null. Pure.
 * @param {string} name
 */
function instituteNameProblem(name) {
  return CONTROL.test(String(name || ""))
    ? "Institute name must be on one line (no line breaks or tabs)."
    : null;
}

/**
 * @param {string} field
 * @param {string} message
 * @returns {never}
 */
function fail(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError("validation_invalid_value", message) });
}

/**
 * Every save of settings (create and update): the checks above, and the About text cleaned.
 * @param {core.Record} r
 */
function checkAndClean(r) {
  const orig = r.isNew() ? null : r.original();
  const changed = (/** @type {string} */ f) => !orig || orig.getString(f) !== r.getString(f);

  if (changed("instituteName")) {
    const problem = instituteNameProblem(r.getString("instituteName"));
    if (problem) fail("instituteName", problem);
  }
  if (changed("mapUrl")) {
    const { httpsUrlProblem } = require(`${__hooks}/../shared/rules-core.cjs`);
    const problem = httpsUrlProblem(r.getString("mapUrl"));
    if (problem) fail("mapUrl", `Map link ${problem}.`);
  }
  if (changed("about") && r.getString("about")) {
    const policy = JSON.parse(toString($os.readFile(`${__hooks}/../src/lib/sanitize-policy.json`)));
    const clean = require(`${__hooks}/lib/html-clean.js`).cleanHtml(
      r.getString("about"),
      policy,
      "document",
      {
        keepHeadings: true,
      },
    );
    if (clean !== r.getString("about")) r.set("about", clean);
  }
}

module.exports = { instituteNameProblem, checkAndClean };
