// Stored article HTML made safe for the server's first paint (lib/first-paint.js). The app runs
// stored HTML through DOMPurify in the browser (src/lib/sanitize.ts) but the hook has no DOM, and
// stored HTML is only as safe as whoever last wrote it through the API. So this is a small
// allowlist re-serialiser with the same policy (src/lib/sanitize-policy.json): every tag, attribute
// and piece of text is parsed and written out again escaped; anything not on the list is dropped
// (scripts, styles, frames and the like with their content); links keep only http(s)/mailto/tel,
// images only http(s)/same-origin/inline raster. Headings move down one level, as on the page.

// Elements whose content is dropped with them (raw text or foreign content).
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "textarea",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "noscript",
  "template",
  "svg",
  "math",
  "object",
  "select",
  "head",
];
const VOID = [
  "br",
  "hr",
  "img",
  "col",
  "wbr",
  "input",
  "meta",
  "link",
  "area",
  "base",
  "embed",
  "source",
  "param",
  "track",
];

// A "<" inside a tag ends it (as text): no token scans past the next "<", so a 2 MB article with
// unbalanced quotes stays linear.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?[A-Za-z][^\s/<>]*(?:[^<>"']|"[^"<]*"|'[^'<]*')*(?:>|$)/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

// eslint-disable-next-line no-control-regex -- NUL is dropped, as the HTML parser does
const NUL = /\u0000/g;

/** @param {string} s */
function escapeText(s) {
  return s
    .replace(NUL, "")
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** @param {string} s */
function escapeAttr(s) {
  return String(s)
    .replace(NUL, "")
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** @type {Record<string, string>} */
const NAMED = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
};

/**
 * Attribute values as the browser would read them (enough to judge a URL's scheme).
 * @param {string} s
 */
function decodeAttr(s) {
  return s.replace(
    /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});?/gi,
    (/** @type {string} */ m, /** @type {string} */ ent) => {
      if (ent[0] === "#") {
        const code =
          ent[1] === "x" || ent[1] === "X" ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
      }
      const v = NAMED[ent.toLowerCase()];
      return v === undefined ? m : v;
    },
  );
}

/**
 * @param {string} html stored HTML
 * @param {{documentTags: string[], documentAttrs: string[], basicTags: string[], basicAttrs: string[], safeLink: string, safeImg: string, safeId?: string}} policy
 * @param {"document" | "basic"} [profile] the sanitiser's profile the app uses for this HTML
 *   (an article's document; "basic" for a quiz's description)
 * @param {{ keepHeadings?: boolean }} [opts] keepHeadings: headings stay at their level (HTML that
 *   is stored, not painted: lib/doc-html.js; the page moves them down when it shows them)
 * @returns {string}
 */
function cleanHtml(html, policy, profile, opts) {
  const p = profile === "basic" ? "basic" : "document";
  /** @type {Record<string, boolean>} */
  const allowed = {};
  for (const t of policy[`${p}Tags`]) allowed[t] = true;
  /** @type {Record<string, boolean>} */
  const attrsOk = {};
  for (const a of policy[`${p}Attrs`]) attrsOk[a] = true;
  const safeLink = new RegExp(policy.safeLink, "i");
  const safeImg = new RegExp(policy.safeImg, "i");
  // Ids only as a converted .docx names its notes and bookmarks (sanitize-core.js's SAFE_ID).
  const safeId = policy.safeId ? new RegExp(policy.safeId) : null;
  const keep = Boolean(opts && opts.keepHeadings);
  const rename = (/** @type {string} */ t) => (!keep && /^h[1-5]$/.test(t) ? `h${Number(t[1]) + 1}` : t);

  const src = String(html == null ? "" : html);
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  const stack = [];
  let last = 0;
  let m;
  TOKEN.lastIndex = 0;
  while ((m = TOKEN.exec(src))) {
    if (m.index > last) out.push(escapeText(src.slice(last, m.index)));
    last = TOKEN.lastIndex;
    const tok = m[0];
    if (tok[1] === "!" || tok[1] === "?") continue; // comments, doctype, processing instructions
    if (tok[tok.length - 1] !== ">") continue; // a tag cut off by the end of the text
    const closing = tok[1] === "/";
    const nameMatch = /^<\/?([A-Za-z][^\s/<>]*)/.exec(tok);
    if (!nameMatch) continue; // never: TOKEN's other alternatives were skipped above
    const name = nameMatch[1].toLowerCase();
    if (!closing && DROP_WITH_CONTENT.indexOf(name) !== -1) {
      // Skip to its end tag (nested ones of the same name counted), or drop the rest.
      const re = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, "gi");
      re.lastIndex = last;
      let depth = 1;
      let e;
      while (depth && (e = re.exec(src))) depth += e[1] ? -1 : 1;
      last = depth ? src.length : re.lastIndex;
      TOKEN.lastIndex = last;
      continue;
    }
    if (!allowed[name]) continue; // unknown tags go, their text stays
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at === -1) continue;
      for (const t of stack.splice(at).reverse()) out.push(`</${rename(t)}>`);
      continue;
    }
    /** @type {string[]} */
    const attrs = [];
    const attrText = tok.slice(nameMatch[0].length, tok.length - 1);
    let a;
    /** @type {Record<string, boolean>} */
    const seen = {};
    let href = "";
    let imgSrc = "";
    ATTR.lastIndex = 0;
    while ((a = ATTR.exec(attrText))) {
      const an = a[1].toLowerCase();
      if (!attrsOk[an] || seen[an]) continue;
      seen[an] = true;
      const raw = a[2] !== undefined ? a[2] : a[3] !== undefined ? a[3] : a[4] !== undefined ? a[4] : "";
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside URLs
      const value = decodeAttr(raw).replace(/[\u0000-\u0020]/g, (c) =>
        an === "href" || an === "src" ? "" : c,
      );
      if (an === "href" && !(name === "a" && safeLink.test(value))) continue;
      if (an === "href") href = value;
      if (an === "id" && !(safeId && safeId.test(value))) continue;
      if (an === "src" && !(name === "img" && safeImg.test(value))) continue;
      if (an === "src") imgSrc = value;
      if ((an === "colspan" || an === "rowspan") && !/^\d{1,3}$/.test(value)) continue;
      attrs.push(`${an}="${escapeAttr(value)}"`);
    }
    if (href && href[0] !== "#") {
      attrs.push('rel="noopener noreferrer"');
      if (/^https?:/i.test(href)) attrs.push('target="_blank"');
    }
    if (name === "img") {
      // A Word picture's box is reserved from its header, as the app does (image-size-core.cjs).
      const size = seen["width"] || seen["height"] ? null : imageSize(imgSrc);
      if (size) attrs.push(`width="${size.width}"`, `height="${size.height}"`);
      attrs.push('loading="lazy"', 'decoding="async"');
    }
    out.push(`<${rename(name)}${attrs.length ? " " + attrs.join(" ") : ""}>`);
    if (VOID.indexOf(name) === -1 && !/\/>$/.test(tok)) stack.push(name);
    else if (VOID.indexOf(name) === -1) out.push(`</${rename(name)}>`);
  }
  if (last < src.length) out.push(escapeText(src.slice(last)));
  for (const t of stack.splice(0).reverse()) out.push(`</${rename(t)}>`);
  return out.join("");
}

/** @param {string} src */
function imageSize(src) {
  if (!src) return null;
  return require(`${__hooks}/../shared/image-size-core.cjs`).dataUriImageSize(src);
}

module.exports = { cleanHtml };
