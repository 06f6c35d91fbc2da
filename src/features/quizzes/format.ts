import { intlLocale } from "@/lib/i18n";

const formats = new Map<string, Intl.NumberFormat>();

/** 1,204 / 6.5 in the page's language (Indian grouping), the same on the server and in the browser. */
export function formatNumber(n: number, locale: string = intlLocale()): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formats.set(locale, f);
  }
  return f.format(n);
}
