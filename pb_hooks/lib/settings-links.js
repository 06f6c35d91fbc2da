/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// A step of the settings save pipeline (lib/settings-save.js), on every save. Its JSON fields social, appLinks and
// slides hold links that every page renders as hrefs (footer, home banner); only https:// and
// site paths are allowed (linkProblem in shared/rules-core.cjs), so a javascript:, data: or
// vbscript: link never reaches a page. The error names the bad link, e.g. "social.youtube …".

module.exports = {
  /** @param {core.Record} record */
  checkLinks(record) {
    const { SETTINGS_LINK_FIELDS, settingsLinkProblem } = require(`${__hooks}/../shared/rules-core.cjs`);
    /** @type {Record<string, ValidationError>} */
    const errors = {};
    let first = "";
    for (const field of SETTINGS_LINK_FIELDS) {
      const raw = record.getString(field);
      let value = null;
      try {
        value = raw === "" ? null : JSON.parse(raw);
      } catch {
        value = raw; // not JSON: PocketBase's json field refuses it itself
      }
      const problem = settingsLinkProblem(field, value);
      if (problem) {
        errors[field] = new ValidationError("validation_invalid_link", problem);
        if (!first) first = problem;
      }
    }
    if (first) throw new BadRequestError(first, errors);
  },
};
