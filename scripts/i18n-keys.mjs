// The interface messages the app uses: every t("…") and msg("…") string literal in src (tests
// excluded). `node scripts/i18n-keys.mjs --write` rewrites src/lib/locales/en.json (each message
// is its own English text) and adds missing keys to pa.json with an empty value to translate,
// dropping keys no longer used. src/lib/locales/catalogs.test.ts fails on any mismatch.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const SRC = join(ROOT, "src");
export const LOCALES = join(SRC, "lib", "locales");

const CALL = /(?<![\w.$])(?:t|msg)\(\s*"((?:[^"\\\n]|\\.)*)"/g;

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$|[\\/]testing[\\/]/.test(p))
      yield p;
  }
}

/** Map of message → files using it. */
export function usedKeys() {
  const keys = new Map();
  for (const f of files(SRC)) {
    const code = readFileSync(f, "utf8");
    for (const m of code.matchAll(CALL)) {
      const key = JSON.parse(`"${m[1]}"`);
      if (!keys.has(key)) keys.set(key, []);
      keys.get(key).push(relative(ROOT, f));
    }
  }
  return keys;
}

// The files whose messages the home page shows (its route, the site's header and footer, the
// shared pieces they show before any click): their Punjabi comes in the small "home" chunk,
// the rest later (a dialog or a sending state is always after a touch or keypress).
// What the home page loads later (src/components/deferred.tsx: testimonials, Register Now, the
// site's footer) waits for the rest, so its texts are not here either.
const HOME_FILES = [
  /^src\/features\/home\/(?!components\/(testimonials|upsc-promo|today-block)\.tsx$)/,
  /^src\/features\/courses\/components\/(?!course-details-dialog)/,
  /^src\/features\/site\/components\/(?!newsletter-form|site-footer)/,
  /^src\/components\/(lang-switch|spinner)\.tsx$/,
  /^src\/components\/layouts\//,
  // The header's "Sign in" link (students).
  /^src\/features\/students\/components\/account-link\.tsx$/,
];

/** "home" for a message any home-page file uses, else "rest". */
export function partOf(files) {
  return files.some((f) => HOME_FILES.some((re) => re.test(f.replaceAll("\\", "/")))) ? "home" : "rest";
}

if (process.argv.includes("--write")) {
  const keys = [...usedKeys().keys()].sort();
  const en = Object.fromEntries(keys.map((k) => [k, k]));
  writeFileSync(join(LOCALES, "en.json"), `${JSON.stringify(en, null, 2)}\n`);
  const paOld = JSON.parse(readFileSync(join(LOCALES, "pa.json"), "utf8"));
  const pa = Object.fromEntries(keys.map((k) => [k, paOld[k] ?? ""]));
  writeFileSync(join(LOCALES, "pa.json"), `${JSON.stringify(pa, null, 2)}\n`);
  const missing = keys.filter((k) => !pa[k]);
  console.log(`${keys.length} messages; ${missing.length} without Punjabi`);
  for (const k of missing) console.log(`  ${JSON.stringify(k)}`);
}
