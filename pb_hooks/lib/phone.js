// Indian mobile numbers, as src/lib/indian-mobile.ts's normaliseIndianMobile (the form checks the same way;
// phone.test.ts keeps the two in step). No JSVM globals: unit-tested from Node.

/**
 * "98765 43210", "+91-98765-43210", "098765 43210" → "+919876543210"; null when not a mobile
 * number (10 digits starting 6–9, optionally after +91, 91 or 0).
 * @param {unknown} raw
 * @returns {string | null}
 */
function normaliseIndianMobile(raw) {
  if (typeof raw !== "string" || raw.length > 30 || /[^\d\s()+.-]/.test(raw)) return null;
  let digits = raw.replace(/[^\d]/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/**
 * "+919876543210" → "+91 ••••• •3210": enough for the student to recognise, little for anyone else.
 * @param {string} phone
 */
function maskPhone(phone) {
  return `+91 ••••• •${phone.slice(-4)}`;
}

module.exports = { normaliseIndianMobile, maskPhone };
