/* global ValidationError -- a JSVM global not listed in eslint.config.js (toString is one too) */
// Hook bodies for courses (courses.pb.js). The store URL (Buy Now) must be https://
// (httpsUrlProblem in shared/rules-core.cjs), so a javascript: or http: link never reaches a page.
// The price's bounds and the image's type and size are the fields' own rules (migrations); a
// price that is not a whole number at all ("abc", 12.5) would be cast to 0 or cut before those
// rules run, so the request's own value is checked too (sentPriceProblem).

const PRICE_MESSAGE = "Price must be a whole number of rupees, digits only (for example 18500).";

/**
 * @param {string} field
 * @param {string} message
 * @returns {never}
 */
function fail(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError("validation_invalid_value", message) });
}

/**
 * What is wrong with the price a request sent, or "" when it sent none or a whole number (a JSON
 * number or digits, with an optional minus: the field's min rule answers for that). The body is
 * read only for JSON, the form only otherwise, as the request has one or the other.
 * @param {string} contentType the request's Content-Type
 * @param {() => string} bodyText its raw body (JSON)
 * @param {() => string} formPrice its form's "price" (multipart or urlencoded): "" when absent
 * @returns {string}
 */
function sentPriceProblem(contentType, bodyText, formPrice) {
  /** @type {unknown} */
  let raw;
  let sent = false;
  if (String(contentType || "").indexOf("application/json") === 0) {
    try {
      const body = JSON.parse(bodyText());
      if (body && typeof body === "object" && Object.prototype.hasOwnProperty.call(body, "price")) {
        sent = true;
        raw = body.price;
      }
    } catch {
      sent = false; // PocketBase has already refused a body that is not JSON
    }
  } else {
    raw = formPrice();
    sent = raw !== "";
  }
  if (!sent) return "";
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : null;
  return text === null || !/^-?[0-9]+$/.test(text) ? PRICE_MESSAGE : "";
}

module.exports = {
  sentPriceProblem,

  /** @param {HookRecordEvent} e */
  checkCourse(e) {
    const { httpsUrlProblem } = require(`${__hooks}/../shared/rules-core.cjs`);
    const problem = httpsUrlProblem(e.record.getString("url"));
    if (problem) fail("url", `Store URL ${problem}.`);
    return e.next();
  },

  /** @param {HookRecordRequestEvent} e */
  checkPriceInput(e) {
    // requestInfo().body is already cast by the field ("abc" → 0, "1e3" → 1000): read what was
    // sent, as lib/article-date.js does (the request sits on the embedded RequestEvent).
    const req = e.requestEvent.request;
    const problem = sentPriceProblem(
      req.header.get("Content-Type"),
      () => toString(req.body),
      () => {
        // The form's value, or one sent in a multipart body's @jsonPayload (lib/request-body.js).
        const v = require(`${__hooks}/lib/request-body.js`).sentValue(e, "price");
        return v === undefined || v === null ? "" : typeof v === "string" ? v : JSON.stringify(v);
      },
    );
    if (problem) fail("price", problem);
    return e.next();
  },
};
