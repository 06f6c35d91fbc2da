import { intlLocale } from "@/lib/i18n";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * ₹18,500 / ₹1,00,000 (Indian digit grouping), the same in both languages. The sign is written
 * here, not by Intl's currency style: its pattern differs between ICU versions (Node's gives
 * "₹297" in pa-IN, Chromium's "₹ 297"), and the server's HTML must read exactly as the browser's.
 */
export function formatRupees(amount: number, locale: string = intlLocale()): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats.set(locale, f);
  }
  return `₹${f.format(amount)}`;
}
