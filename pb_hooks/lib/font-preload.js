// Preloads the Gurmukhi web font (the Noto Sans Gurmukhi subset in src/index.css) on the pages
// that show Gurmukhi: when the page's language is Punjabi (lib/lang.js), or when the page's own
// texts have Gurmukhi letters. Other pages never download it (its unicode-range keeps the browser
// from fetching it for Latin text), so a preload there would only waste a phone's data.
// Used by the HTML routes (lib/first-response.js, which serves the pages of the app).

const GURMUKHI = /[\u0A01-\u0A76]/;
// The built file keeps fontsource's name plus Vite's hash (see the note in src/index.css).
const FONT_FILE = /^noto-sans-gurmukhi-gurmukhi-400-normal-[\w-]+\.woff2$/;

let cached = { dir: "", href: "" };

/**
 * True when any of the texts contains a Gurmukhi letter (texts that are not strings have none).
 * @param {...unknown} texts
 */
function hasGurmukhi(...texts) {
  return texts.some((t) => typeof t === "string" && GURMUKHI.test(t));
}

/**
 * The URL of the regular Gurmukhi font among the names of the build's asset files
 * ("/assets/…woff2"), "" when there is none.
 * @param {string[]} names
 */
function fontHrefIn(names) {
  for (const name of names) {
    if (FONT_FILE.test(name)) return `/assets/${name}`;
  }
  return "";
}

/**
 * The built font's URL ("/assets/…woff2"), "" when the build has none. Looked up once per VM.
 * @param {string} publicDir
 */
function fontHref(publicDir) {
  if (cached.dir === publicDir && cached.href) return cached.href;
  let href = "";
  try {
    const names = [];
    for (const entry of $os.readDir(`${publicDir}/assets`)) names.push(entry.name());
    href = fontHrefIn(names);
  } catch {
    href = "";
  }
  cached = { dir: publicDir, href: href };
  return href;
}

/**
 * index.html with the font's preload before </head> (once; the html unchanged without a font).
 * @param {string} html
 * @param {string} href
 */
function injectPreload(html, href) {
  if (!href || html.indexOf(`href="${href}"`) >= 0) return html;
  const tag = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
  const at = html.indexOf("</head>");
  return at < 0 ? html : `${html.slice(0, at)}    ${tag}\n  ${html.slice(at)}`;
}

/**
 * The HTML depends on the language inputs (for caches between the site and the visitor).
 * @param {HookRequestEvent} e
 */
function varyOnLang(e) {
  e.response.header().add("Vary", "Cookie, Accept-Language");
}

/**
 * The page's HTML, with the Gurmukhi font preloaded when the language or the texts need it.
 * @param {HookRequestEvent} e
 * @param {string} html
 * @param {unknown[]} [texts]
 */
function withGurmukhiPreload(e, html, texts) {
  varyOnLang(e);
  if (require(`${__hooks}/lib/lang.js`).requestLang(e) !== "pa" && !hasGurmukhi(...(texts || [])))
    return html;
  return injectPreload(html, fontHref(require(`${__hooks}/lib/site.js`).publicDir()));
}

module.exports = {
  hasGurmukhi,
  fontHrefIn,
  fontHref,
  injectPreload,
  varyOnLang,
  withGurmukhiPreload,
};
