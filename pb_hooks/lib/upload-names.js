/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// An uploaded file whose name holds a control character (NUL, ESC, …; browsers send them raw)
// makes Go's multipart parser refuse the whole request before any record hook runs, and
// PocketBase answers only "Something went wrong while processing your request.". security.pb.js
// passes such failures here for a message (and a field error on the file field) saying what to do.

/**
 * For the text of Go's multipart error: null when it is not about a file name with control
 * characters, else the form field's name as the text gives it ("" when it does not say).
 * @param {string} cause
 * @returns {string | null}
 */
function badFileNameField(cause) {
  if (!/malformed MIME header/i.test(cause) || !/filename=/i.test(cause)) return null;
  return (cause.match(/\bname=\\?"([A-Za-z0-9_+-]{1,100})\\?"/) || [])[1] || "";
}

module.exports = {
  badFileNameField,

  /**
   * A clear 400 for a multipart part whose file name Go could not parse, else null.
   * @param {unknown} err what the request handler threw
   */
  explain(err) {
    let cause = "";
    try {
      cause = String(/** @type {{ value: { rawData(): unknown } }} */ (err).value.rawData());
    } catch {
      return null; // not an API error with a wrapped cause
    }
    const field = badFileNameField(cause);
    if (field === null) return null;
    const message =
      "The file name contains invisible control characters. Rename the file (letters, digits, spaces, - and _) and upload it again.";
    /** @type {Record<string, ValidationError>} */
    const data = {};
    if (field)
      data[field.replace(/^\+|\+$/g, "")] = new ValidationError("validation_invalid_file_name", message);
    return new BadRequestError(message, data);
  },
};
