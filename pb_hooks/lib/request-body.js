// The raw value a client sent for a record field, before PocketBase parsed it (a date it cannot
// parse becomes "" in the record and in requestInfo().body). The raw JSON body is read once per
// request and kept on the request event: two hooks each reading the body stream did not both
// see it.
const KEY = "rawJsonBody";
const PAYLOAD_KEY = "rawJsonPayloads";
const PAYLOAD_FIELD = "@jsonPayload";

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
  // multipart or urlencoded: already parsed into the request's form ("" when absent). A multipart
  // body may also carry its fields as JSON in "@jsonPayload" parts (the SDK's way of sending
  // non-file fields next to files; PocketBase merges them over the form): they are read the same
  // way as a JSON body, so no check is skipped by sending a field there (issue 25, hole 8).
  const fromPayload = payloadValue(ev, key);
  if (fromPayload !== undefined) return fromPayload;
  return req.formValue(key);
}

/**
 * The value of `key` in the request's "@jsonPayload" multipart parts (the last part that has it,
 * as PocketBase merges them in order), or undefined.
 * @param {HookRequestEvent} ev
 * @param {string} key
 * @returns {unknown}
 */
function payloadValue(ev, key) {
  /** @type {Array<Record<string, unknown>> | null | undefined} */
  let parts = ev.get(PAYLOAD_KEY);
  if (parts === undefined || parts === null) {
    parts = [];
    // formValue makes Go parse the form if nothing has yet; multipartForm then holds every part.
    const first = ev.request.formValue(PAYLOAD_FIELD);
    const form = ev.request.multipartForm;
    const raw = form && form.value ? form.value[PAYLOAD_FIELD] : null;
    if (raw && raw.length) for (let i = 0; i < raw.length; i++) parts.push(bodyFields(String(raw[i])));
    else if (first) parts.push(bodyFields(first));
    ev.set(PAYLOAD_KEY, parts);
  }
  /** @type {unknown} */
  let value;
  for (const part of parts) {
    if (Object.prototype.hasOwnProperty.call(part, key)) value = part[key];
  }
  return value;
}

module.exports = { sentValue, bodyFields };
