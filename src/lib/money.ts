import { intlLocale } from "@/lib/i18n";

const formats = new Map<string, Intl.NumberFormat>();

/** ₹18,500 / ₹1,00,000 (Indian digit grouping). */
export function formatRupees(amount: number, locale: string = intlLocale()): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    formats.set(locale, f);
  }
  return f.format(amount);
}
