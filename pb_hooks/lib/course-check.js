/* global ValidationError -- a JSVM global not listed in eslint.config.js (toString is one too) */
// Hook bodies for courses (courses.pb.js). The store URL (Buy Now) must be https://
// (httpsUrlProblem in src/lib/rules-core.cjs), so a javascript: or http: link never reaches a page.
// The price's bounds and the image's type and size are the fields' own rules (migrations); a
// price that is not a whole number at all ("abc", 12.5) would be cast to 0 or cut before those
// rules run, so the request's own value is checked too.

function fail(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError("validation_invalid_value", message) });
}

module.exports = {
  checkCourse(e) {
    const { httpsUrlProblem } = require(`${__hooks}/../src/lib/rules-core.cjs`);
    const problem = httpsUrlProblem(e.record.getString("url"));
    if (problem) fail("url", `Store URL ${problem}.`);
    return e.next();
  },

  checkPriceInput(e) {
    // requestInfo().body is already cast by the field ("abc" → 0, "1e3" → 1000): read what was
    // sent, as lib/article-date.js does (the request sits on the embedded RequestEvent).
    const req = e.requestEvent.request;
    let raw;
    let sent = false;
    if (String(req.header.get("Content-Type") || "").indexOf("application/json") === 0) {
      try {
        const body = JSON.parse(toString(req.body));
        if (body && typeof body === "object" && Object.prototype.hasOwnProperty.call(body, "price")) {
          sent = true;
          raw = body.price;
        }
      } catch {
        sent = false; // PocketBase has already refused a body that is not JSON
      }
    } else {
      // multipart or urlencoded: "" when absent.
      raw = req.formValue("price");
      sent = raw !== "";
    }
    if (sent) {
      const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : null;
      if (text === null || !/^-?[0-9]+$/.test(text)) {
        fail("price", "Price must be a whole number of rupees, digits only (for example 18500).");
      }
    }
    return e.next();
  },
};
