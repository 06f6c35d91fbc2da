/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// currentAffairs.docHtml / docHtmlOf (migration 1764400100): the server's stored copy of an
// old-site article's converted .docx, and the `doc` file name it was made from.

const FIELDS = ["docHtml", "docHtmlOf"];

/**
 * The stored copy when it is current (made from the article's present .docx), else "". The one
 * test of "current" on the server; the app's is storedDocHtml() in get-current-affair.ts.
 * @param {(field: string) => string} get the record's field values
 * @returns {string}
 */
function currentDocHtml(get) {
  const doc = get("doc");
  return doc && get("docHtmlOf") === doc ? get("docHtml") : "";
}

/**
 * A request check (lib/article-save.js): the fields are derived by the server's scripts
 * (superusers); staff and guests may not send them (400 with a field error, nothing saved).
 * @param {HookRecordRequestEvent} e
 */
function refuseServerFields(e) {
  if (!e.hasSuperuserAuth()) {
    const body = require(`${__hooks}/lib/request-body.js`);
    for (const key of FIELDS) {
      const v = body.sentValue(e, key);
      if (v !== undefined && v !== null && v !== "") {
        const message = "This field is filled in by the server.";
        throw new BadRequestError(message, {
          [key]: new ValidationError("validation_server_field", message),
        });
      }
    }
  }
}

/**
 * A save-pipeline step (lib/article-save.js; every save, whoever saves): a copy that is not of
 * the present .docx is dropped (a replaced or removed file), and a copy that is kept is sanitised
 * with the first paint's rules (lib/html-clean.js, headings kept as they are: the page demotes
 * them when it shows them).
 * @param {core.Record} r
 */
function cleanStoredCopy(r) {
  const html = r.getString("docHtml");
  if (!currentDocHtml((k) => r.getString(k))) {
    if (html || r.getString("docHtmlOf")) {
      r.set("docHtml", "");
      r.set("docHtmlOf", "");
    }
  } else if (r.isNew() || r.original().getString("docHtml") !== html) {
    const policy = /** @type {Parameters<typeof import("./html-clean.js").cleanHtml>[1]} */ (
      require(`${__hooks}/lib/read-once.js`).readJson(`${__hooks}/../src/lib/sanitize-policy.json`)
    );
    r.set(
      "docHtml",
      require(`${__hooks}/lib/html-clean.js`).cleanHtml(html, policy, "document", { keepHeadings: true }),
    );
  }
}

module.exports = { cleanStoredCopy, currentDocHtml, refuseServerFields };
