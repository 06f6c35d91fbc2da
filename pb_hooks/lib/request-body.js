// The raw value a client sent for a record field, before PocketBase parsed it (a date it cannot
// parse becomes "" in the record and in requestInfo().body). The raw JSON body is read once per
// request and kept on the request event: two hooks each reading the body stream did not both
// see it.
const KEY = "rawJsonBody";

/**
 * A JSON request body as an object of its fields: {} for anything else (PocketBase has already
 * refused a body that is not JSON; an array or a bare value has no fields).
 * @param {string} text
 * @returns {Record<string, unknown>}
 */
function bodyFields(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return {};
  }
  return body && typeof body === "object" ? body : {};
}

/**
 * The value sent for `key`, as the client sent it.
 * @param {HookRecordRequestEvent} e
 * @param {string} key
 * @returns {unknown}
 */
function sentValue(e, key) {
  const ev = e.requestEvent;
  const req = ev.request;
  const type = String(req.header.get("Content-Type") || "");
  if (type.indexOf("application/json") === 0) {
    /** @type {Record<string, unknown> | null | undefined} */
    let body = ev.get(KEY);
    if (body === undefined || body === null) {
      body = bodyFields(toString(req.body));
      ev.set(KEY, body);
    }
    return body[key];
  }
  // multipart or urlencoded: already parsed into the request's form ("" when absent).
  return req.formValue(key);
}

module.exports = { sentValue, bodyFields };
