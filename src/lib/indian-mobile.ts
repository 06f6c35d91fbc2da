// Indian mobile numbers for SMS sign-in codes. Not in phone.ts: the header uses that one on every
// page, and this is needed only by the sign-in page (the home page's JavaScript budget).

/**
 * An Indian mobile number as typed ("98765 43210", "+91-98765-43210", "098765 43210") → its
 * "+919876543210" form, or null when it is not one (10 digits starting 6–9). The server checks the
 * same way (pb_hooks/lib/phone.js; pb_hooks/lib/phone.test.ts keeps the two in step).
 */
export function normaliseIndianMobile(raw: string): string | null {
  if (typeof raw !== "string" || raw.length > 30 || /[^\d\s()+.-]/.test(raw)) return null;
  let digits = raw.replace(/[^\d]/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}
