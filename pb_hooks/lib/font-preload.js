// Preloads the Gurmukhi web font (the Noto Sans Gurmukhi subset in src/index.css) on the pages
// that show Gurmukhi: when the page's language is Punjabi, or when the article's own text has
// Gurmukhi letters. Other pages never download it (its unicode-range keeps the browser from
// fetching it for Latin text), so a preload there would only waste a phone's data.
// Used by the HTML routes (seo.pb.js for articles, static.pb.js for the app shell).

const GURMUKHI = /[\u0A01-\u0A76]/;
// The built file keeps fontsource's name plus Vite's hash (see the note in src/index.css).
const FONT_FILE = /^noto-sans-gurmukhi-gurmukhi-400-normal-[\w-]+\.woff2$/;
const LANGS = ["pa", "en"];

let cached = { dir: "", href: "" };

/** True when any of the texts contains a Gurmukhi letter. */
function hasGurmukhi(...texts) {
  return texts.some((t) => typeof t === "string" && GURMUKHI.test(t));
}

/**
 * The language contract shared by the parts of issue 13: `?lang=pa|en` wins, then the `lang`
 * cookie, then the browser's first language (pa* → Punjabi); anything else is English. Junk
 * values are ignored.
 */
function langFrom(query, cookie, acceptLanguage) {
  const q = String(query || "").toLowerCase();
  if (LANGS.includes(q)) return q;
  const c = String(cookie || "").toLowerCase();
  if (LANGS.includes(c)) return c;
  const first = String(acceptLanguage || "")
    .split(",")[0]
    .trim()
    .toLowerCase();
  return /^pa(-|$|;)/.test(first) ? "pa" : "en";
}

/** The request's page language: lib/lang.js (issue 13's switch) when present, else the contract. */
function requestLang(e) {
  try {
    return require(`${__hooks}/lib/lang.js`).requestLang(e);
  } catch {
    // lib/lang.js not there (yet): read the contract's inputs directly.
  }
  let cookie = "";
  try {
    cookie = e.request.cookie("lang").value;
  } catch {
    cookie = "";
  }
  return langFrom(e.request.url.query().get("lang"), cookie, e.request.header.get("Accept-Language"));
}

/** The built font's URL ("/assets/…woff2"), "" when the build has none. Looked up once per VM. */
function fontHref(publicDir) {
  if (cached.dir === publicDir && cached.href) return cached.href;
  let href = "";
  try {
    for (const entry of $os.readDir(`${publicDir}/assets`)) {
      const name = entry.name();
      if (FONT_FILE.test(name)) {
        href = `/assets/${name}`;
        break;
      }
    }
  } catch {
    href = "";
  }
  cached = { dir: publicDir, href: href };
  return href;
}

/** index.html with the font's preload before </head> (once; the html unchanged without a font). */
function injectPreload(html, href) {
  if (!href || html.indexOf(`href="${href}"`) >= 0) return html;
  const tag = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
  const at = html.indexOf("</head>");
  return at < 0 ? html : `${html.slice(0, at)}    ${tag}\n  ${html.slice(at)}`;
}

/** The HTML depends on the language inputs (for caches between the site and the visitor). */
function varyOnLang(e) {
  e.response.header().add("Vary", "Cookie, Accept-Language");
}

/** The page's HTML, with the Gurmukhi font preloaded when the language or the texts need it. */
function withGurmukhiPreload(e, html, texts) {
  varyOnLang(e);
  if (requestLang(e) !== "pa" && !hasGurmukhi(...(texts || []))) return html;
  return injectPreload(html, fontHref(require(`${__hooks}/lib/site.js`).publicDir()));
}

module.exports = {
  hasGurmukhi,
  langFrom,
  requestLang,
  fontHref,
  injectPreload,
  varyOnLang,
  withGurmukhiPreload,
};
