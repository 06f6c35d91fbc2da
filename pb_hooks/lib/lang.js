// The page language for a request ("pa" | "en"), the same rule as the app (src/lib/i18n.ts):
// a ?lang=pa|en query parameter, else the `lang` cookie, else the browser's Accept-Language
// (Punjabi, pa*, first among the languages it names → "pa"), else English. Junk is ignored.
// localizeHtml() is the ONE place the HTML-serving hooks (static.pb.js, seo.pb.js) put that
// language into the app shell: <html lang> and the hreflang alternates for crawlers.

/** @typedef {"pa" | "en"} Lang */

/** @type {Lang[]} */
const LANGS = ["pa", "en"];

/**
 * The language `value` names ("pa", " EN "), or null for anything else.
 * @param {unknown} value
 * @returns {Lang | null}
 */
function pick(value) {
  const v = String(value || "")
    .trim()
    .toLowerCase();
  return v === "pa" || v === "en" ? v : null;
}

/**
 * The `lang` value from a Cookie header ("a=1; lang=pa"), or null.
 * @param {string} header
 * @returns {Lang | null}
 */
function cookieLang(header) {
  const parts = String(header || "").split(";");
  for (let i = 0; i < parts.length; i++) {
    const eq = parts[i].indexOf("=");
    if (eq < 0) continue;
    if (parts[i].slice(0, eq).trim() === "lang") return pick(parts[i].slice(eq + 1));
  }
  return null;
}

/**
 * "pa" when the first of Accept-Language's entries (by q) is pa or pa-XX, Punjabi; else "en".
 * @param {string} header
 * @returns {Lang}
 */
function acceptLang(header) {
  const entries = String(header || "")
    .split(",")
    .map((part, i) => {
      const bits = part.trim().split(";");
      const tag = bits[0].trim().toLowerCase();
      let q = 1;
      for (let j = 1; j < bits.length; j++) {
        const m = bits[j].trim().match(/^q=([0-9.]+)$/);
        if (m) q = Number(m[1]);
      }
      return { tag: tag, q: Number.isFinite(q) ? q : 0, i: i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return entries.length && /^pa(-|$)/.test(entries[0].tag) ? "pa" : "en";
}

/**
 * The language from the three request facts (each may be empty).
 * @param {string} query the ?lang= value
 * @param {string} cookieHeader the Cookie header
 * @param {string} acceptLanguage the Accept-Language header
 * @returns {Lang}
 */
function resolveLang(query, cookieHeader, acceptLanguage) {
  return pick(query) || cookieLang(cookieHeader) || acceptLang(acceptLanguage);
}

/**
 * The page language of a PocketBase request event.
 * @param {HookRequestEvent} e
 * @returns {Lang}
 */
function requestLang(e) {
  let query = "";
  let cookie = "";
  let accept = "";
  try {
    query = e.request.url.query().get("lang");
    cookie = e.request.header.get("Cookie");
    accept = e.request.header.get("Accept-Language");
  } catch {
    // a request without these facts is English
  }
  return resolveLang(query, cookie, accept);
}

/** @param {string} s */
function escapeAttr(s) {
  return require(`${__hooks}/lib/site.js`).escapeHtml(s);
}

/**
 * The app shell `html` in language `lang`: <html lang="…"> and, for crawlers, one
 * <link rel="alternate" hreflang> per language of `path` (the request's path and query) on
 * `origin` (SITE_URL). No `path`: the lang attribute only.
 * @param {string} html
 * @param {Lang} lang
 * @param {string} path
 * @param {string} origin
 * @returns {string}
 */
function langHtml(html, lang, path, origin) {
  // Only the lang attribute changes (others, e.g. a build's data-build, stay).
  let out = String(html).replace(
    /<html\b([^>]*)>/i,
    (_, attrs) =>
      `<html${String(attrs).replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, "")} lang="${lang}">`,
  );
  if (path) {
    const [p, q] = String(path).split("?");
    const params = (q || "").split("&").filter((kv) => kv && kv.split("=")[0] !== "lang");
    const base = (origin || "") + p;
    /** @param {Lang} l */
    const href = (l) => escapeAttr(`${base}?${params.concat(`lang=${l}`).join("&")}`);
    const links =
      LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}" />`).join("") +
      `<link rel="alternate" hreflang="x-default" href="${escapeAttr(params.length ? `${base}?${params.join("&")}` : base)}" />`;
    // A replacement function, never a string: the links carry the URL, and "$`", "$&" or "$'" in
    // a replacement string would copy the page's head into itself (one 24 KB URL made 53 MB).
    out = out.replace(/<\/head>/i, () => `${links}</head>`);
  }
  return out;
}

/**
 * The Set-Cookie value that remembers a valid ?lang= choice (`query`), or "" for none or junk.
 * @param {string} query
 */
function langSetCookie(query) {
  const chosen = pick(query);
  return chosen ? `lang=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax` : "";
}

/**
 * The language headers of a page answer: Vary (the page differs by cookie and Accept-Language),
 * and a valid ?lang= choice remembered from this answer on (as the app does once it runs), so a
 * reader who follows a ?lang=pa link and moves on before the app has started keeps Punjabi.
 * Set on every answer, also one from the page cache.
 * @param {HookRequestEvent} e
 */
function langHeaders(e) {
  try {
    e.response.header().add("Vary", "Cookie, Accept-Language");
    const cookie = langSetCookie(e.request.url.query().get("lang"));
    if (cookie) e.response.header().add("Set-Cookie", cookie);
  } catch {
    // no request URL (tests): nothing to remember
  }
}

/**
 * The page's HTML in the request's language: <html lang> and the hreflang alternates.
 * @param {HookRequestEvent} e
 * @param {string} html
 */
function localizeHtml(e, html) {
  let path = "";
  let origin = "";
  try {
    origin = require(`${__hooks}/lib/site.js`).siteUrl();
    path = String(e.request.url.path || "/");
    const raw = String(e.request.url.rawQuery || "");
    if (raw) path += `?${raw}`;
  } catch {
    path = "";
  }
  return langHtml(html, requestLang(e), path, origin);
}

module.exports = {
  requestLang,
  resolveLang,
  cookieLang,
  acceptLang,
  langHtml,
  langSetCookie,
  localizeHtml,
  langHeaders,
};
