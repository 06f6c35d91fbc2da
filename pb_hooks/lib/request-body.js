// The raw value a client sent for a record field, before PocketBase parsed it (a date it cannot
// parse becomes "" in the record and in requestInfo().body). The raw JSON body is read once per
// request and kept on the request event: two hooks each reading the body stream did not both
// see it.
const KEY = "rawJsonBody";

/**
 * @param {HookRecordRequestEvent} e
 * @param {string} key
 * @returns {unknown}
 */
function sentValue(e, key) {
  const ev = e.requestEvent;
  const req = ev.request;
  const type = String(req.header.get("Content-Type") || "");
  if (type.indexOf("application/json") === 0) {
    let body = ev.get(KEY);
    if (body === undefined || body === null) {
      try {
        body = JSON.parse(toString(req.body));
      } catch {
        body = {}; // PocketBase has already refused a body that is not JSON
      }
      if (!body || typeof body !== "object") body = {};
      ev.set(KEY, body);
    }
    return body[key];
  }
  // multipart or urlencoded: already parsed into the request's form ("" when absent).
  return req.formValue(key);
}

module.exports = { sentValue };
