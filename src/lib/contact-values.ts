// The plain-value parts of the public forms' rules, without valibot: the forms use these at
// once, while the schemas (contact-rules.ts, with valibot) load on the first submit.

export const MESSAGE_MAX = 5000;

/**
 * An Indian mobile number as 10 digits ("9876543210"), or null when it is not one. Accepts what
 * people type: spaces, hyphens, dots, brackets, a +91 / 91 prefix or a leading 0.
 */
export function normaliseMobile(raw: string): string | null {
  let d = raw.trim().replace(/[\s().-]/g, "");
  if (/^\+91\d{10}$/.test(d)) d = d.slice(3);
  else if (/^91\d{10}$/.test(d)) d = d.slice(2);
  else if (/^0\d{10}$/.test(d)) d = d.slice(1);
  return /^[6-9]\d{9}$/.test(d) ? d : null;
}
