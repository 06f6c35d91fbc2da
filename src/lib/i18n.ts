// The public site's interface language: English or Punjabi (Gurmukhi). Catalogs are compiled by
// lingui's message compiler at build time; the page renders them itself (render() below), so no
// lingui runtime ships (2.2 KB gzipped off every Punjabi page: it is all placeholders and plurals).
// Messages are keyed by their English text (ICU MessageFormat), e.g. t('Register Now') or
// t('Thank you, {name}! …', { name }).
// - English needs no catalog at all: a message is its own English text, turned into lingui's
//   compiled form by compileEnglish() below (placeholders and plurals only, which is all the
//   keys use; a unit test checks it against lingui's own compiler for every key) and rendered by
//   render() below, so an English page loads no lingui runtime at all (the home page's budget).
// - Punjabi comes compiled at build time (vite.config.ts, "lingui-catalogs") in two lazy chunks:
//   the messages the home page shows ("home") and the rest ("rest"), fetched by the first
//   page that needs them or the visitor's first touch/keypress. Until a message's chunk is in,
//   it shows in English.
// Both catalogs are checked against every message used in src by src/lib/locales/catalogs.test.ts.
//
// The language: ?lang=pa|en in the URL (then remembered), else the `lang` cookie, else the
// browser's languages (pa* → Punjabi), else English; junk values are ignored. The server picks
// the same way (pb_hooks/lib/lang.js) for <html lang>. Switching re-renders the app (Providers
// keys it on the language), so components call t() directly.
import type { Messages } from "@lingui/core";
import { useSyncExternalStore } from "react";
import { messageId } from "./message-id";

export type Lang = "pa" | "en";
/** Each language's name in itself, as the switch shows it. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", pa: "ਪੰਜਾਬੀ" };
const COOKIE = "lang";
const ONE_YEAR_S = 31_536_000;

type Compiled = (string | unknown[])[];
const compiled = new Map<string, Compiled>();

/**
 * An English key in lingui's compiled form: "Hi {name}" → ["Hi ", ["name"]];
 * "{n, plural, one {# day} other {# days}}" → [["n", "plural", { one: ["#", " day"], … }]].
 */
export function compileEnglish(message: string): Compiled {
  let out = compiled.get(message);
  if (out) return out;
  let i = 0;
  const parse = (inPlural: boolean): Compiled => {
    const nodes: Compiled = [];
    let text = "";
    const flush = () => {
      if (text) nodes.push(text);
      text = "";
    };
    while (i < message.length) {
      const c = message[i]!;
      if (c === "}") break;
      if (c === "#" && inPlural) {
        flush();
        nodes.push("#");
        i++;
      } else if (c === "{") {
        flush();
        const end = message.slice(i + 1).search(/[,}]/) + i + 1;
        const name = message.slice(i + 1, end).trim();
        if (message[end] === "}") {
          nodes.push([name]);
          i = end + 1;
        } else {
          // "{name, plural, one {…} other {…}}"
          const head = /^,\s*plural\s*,\s*/.exec(message.slice(end))!;
          i = end + head[0].length;
          const forms: Record<string, Compiled> = {};
          while (message[i] !== "}") {
            const key = /^\s*(\S+?)\s*\{/.exec(message.slice(i))!;
            i += key[0].length;
            forms[key[1]!] = parse(true);
            i++; // the branch's "}"
            while (message[i] === " ") i++;
          }
          i++;
          nodes.push([name, "plural", forms]);
        }
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return nodes;
  };
  out = parse(false);
  compiled.set(message, out);
  return out;
}

type Values = Record<string, unknown>;
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A compiled English message with its values, as lingui's interpolation does it for the forms the
 * keys use (placeholders; plurals with "#" as a number in the locale). English needs no catalog
 * and no lingui runtime on the page: lingui is loaded with the Punjabi catalog.
 */
function render(nodes: Compiled, values: Values, locale: string, n?: number): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") {
      out += node === "#" && n !== undefined ? new Intl.NumberFormat(locale).format(n) : node;
      continue;
    }
    const [name, type, forms] = node as [string, string?, Record<string, Compiled>?];
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (type === "plural" && forms) {
      const num = Number(value);
      let rules = pluralRules.get(locale);
      if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
      const form = forms[String(num)] ?? forms[rules.select(num)] ?? forms.other ?? [];
      out += render(form, values, locale, num);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

// The language shown, and the Punjabi messages loaded so far (compiled, by message id). Anything
// not in the Punjabi catalog (yet) is compiled from its English key and shown in English.
let active: Lang = "en";
const punjabi: Messages = {};
const listeners = new Set<() => void>();

/** Translates an English interface message into the current language. */
export function t(id: string, values?: Values): string {
  const pa = active === "pa" ? punjabi[messageId(id)] : undefined;
  const nodes = pa === undefined ? compileEnglish(id) : typeof pa === "string" ? [pa] : (pa as Compiled);
  return render(nodes, values ?? {}, intlLocale());
}

/** Marks a message kept in a constant (translated where it is shown, with t(item)). */
export function msg<const T extends string>(id: T): T {
  return id;
}

type Twin<K extends string> = { [P in K]?: string | null } & { [P in `${K}Pa`]?: string | null };

/**
 * Staff's own text (issue 24) in `lang`: a field `x` may have a Punjabi twin `xPa` (a record field
 * or a property of a settings list item); the visitor's language is shown, else the other one, so
 * nothing is blank because one language was left empty. Here, not in a module of its own: the
 * home page loads this chunk anyway, and a separate one cost its budget a file.
 */
export function localized<K extends string>(record: Twin<K>, field: K, lang: Lang): string {
  const both = [
    record[field] ?? "",
    (record as Record<string, string | null | undefined>)[`${field}Pa`] ?? "",
  ];
  if (lang === "pa") both.reverse();
  return both[0]!.trim() ? both[0]! : both[1]!;
}

export function pickLang(value: string | null | undefined): Lang | null {
  const v = (value ?? "").trim().toLowerCase();
  return v === "pa" || v === "en" ? v : null;
}

function cookieLang(cookie: string): Lang | null {
  for (const part of cookie.split(";")) {
    const [k, v] = part.split("=");
    if (k?.trim() === COOKIE) return pickLang(v);
  }
  return null;
}

/** The language for a visit: URL parameter, cookie, then the browser's languages. */
export function detectLang(search: string, cookie: string, languages: readonly string[]): Lang {
  const fromUrl = pickLang(new URLSearchParams(search).get(COOKIE));
  if (fromUrl) return fromUrl;
  const fromCookie = cookieLang(cookie);
  if (fromCookie) return fromCookie;
  return /^pa(-|$)/i.test(languages[0] ?? "") ? "pa" : "en";
}

export function currentLang(): Lang {
  return active;
}

/** The Intl locale of a language (Indian English and Punjabi as written in India). */
export function intlLocale(lang: Lang = currentLang()): string {
  return lang === "pa" ? "pa-IN" : "en-IN";
}

function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The current language; the component re-renders when it changes. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}

// The Punjabi chunks, each fetched once.
const parts: Partial<Record<"home" | "rest", Promise<void>>> = {};
let wantRest = false;
function loadPart(part: "home" | "rest"): Promise<void> {
  return (parts[part] ??= (
    part === "home"
      ? import("./locales/pa.json?lingui&part=home")
      : import("./locales/pa.json?lingui&part=rest")
  ).then(
    (m: { default: Messages }) => void Object.assign(punjabi, m.default),
    (err: unknown) => {
      delete parts[part];
      throw err;
    },
  ));
}

/**
 * The messages of every page but home: route chunks wait for this (nothing to fetch in English).
 * Punjabi visitors on the home page get them at their first touch or keypress instead.
 */
export function loadAllMessages(): Promise<void> {
  wantRest = true;
  return currentLang() === "pa" ? loadPart("rest").catch(() => undefined) : Promise.resolve();
}

/** Loads the language's catalog and makes it current (optionally remembered in the cookie). */
export async function activateLang(lang: Lang, remember = false): Promise<void> {
  if (lang === "pa") {
    await Promise.all([loadPart("home"), wantRest ? loadPart("rest") : null]);
    const later = () => void loadAllMessages();
    for (const type of ["pointerdown", "keydown"])
      addEventListener(type, later, { once: true, passive: true, capture: true });
  }
  if (remember) {
    document.cookie = `${COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  }
  document.documentElement.lang = lang;
  if (lang !== active) {
    active = lang;
    listeners.forEach((l) => l());
  }
}

/** Server rendering: every Punjabi message loaded (once, before the first render). */
export async function loadAllLanguages(): Promise<void> {
  wantRest = true;
  await Promise.all([loadPart("home"), loadPart("rest")]);
}

/**
 * Server rendering: the language of the page being rendered, set just before React renders it
 * (synchronously, with loadAllLanguages done: nothing to fetch, no cookie or document to touch).
 */
export function setRenderLang(lang: Lang): void {
  active = lang;
}

/** Before the first render: the visit's language (a ?lang= choice is remembered). */
export function startLang(): Promise<void> {
  const lang = detectLang(location.search, document.cookie, navigator.languages ?? []);
  const fromUrl = pickLang(new URLSearchParams(location.search).get(COOKIE)) !== null;
  // Without the Punjabi chunk (offline, a failed request) the site still opens, in English.
  return activateLang(lang, fromUrl).catch(() => activateLang("en"));
}

// Month and day names in Punjabi: dates are formatted in Indian English with these names
// translated from the catalog, never by Intl's own pa-IN data. That data differs between ICU
// versions (Saturday is "ਸ਼ਨੀਵਾਰ" in Node's, "ਸ਼ਨਿੱਚਰਵਾਰ" in Chromium's; some Chromium builds ship
// no Punjabi at all and print "2026 M11 21"), and the server's HTML must read as the browser's.
export const DATE_NAMES = [
  ...[msg("January"), msg("February"), msg("March"), msg("April"), msg("May"), msg("June")],
  ...[msg("July"), msg("August"), msg("September"), msg("October"), msg("November"), msg("December")],
  ...[msg("Jan"), msg("Feb"), msg("Mar"), msg("Apr"), msg("Jun"), msg("Jul"), msg("Aug")],
  ...[msg("Sept"), msg("Oct"), msg("Nov"), msg("Dec")],
  ...[msg("Monday"), msg("Tuesday"), msg("Wednesday"), msg("Thursday"), msg("Friday")],
  ...[msg("Saturday"), msg("Sunday"), msg("am"), msg("pm")],
];

/** A date formatter for the language: Intl in English; in Punjabi, Indian English with the names translated. */
export function dateFormatter(
  lang: Lang,
  options: Intl.DateTimeFormatOptions,
  english = "en-IN",
): { format: (date: Date | number) => string } {
  if (lang === "en") return new Intl.DateTimeFormat(english, options);
  const f = new Intl.DateTimeFormat("en-IN", options);
  return {
    format: (date) =>
      f
        .formatToParts(date)
        .map((p) =>
          /^(month|weekday|dayPeriod)$/.test(p.type) && /[a-z]/i.test(p.value) ? t(p.value) : p.value,
        )
        .join(""),
  };
}
