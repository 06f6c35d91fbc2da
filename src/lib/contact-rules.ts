// The rules of the public forms (Register Now, contact, newsletter) as valibot schemas, checked with
// validate() in lib/validation.ts. They mirror the field rules in
// pb_migrations/1763700300_public_forms.js (the server rejects the same input) and phrase the
// problem so a visitor knows how to fix it.
import * as v from "valibot";

const NAME_MAX = 200;
export const MESSAGE_MAX = 5000;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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

const MOBILE_FORMAT =
  "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.";
const isMobile = v.check<string, string>((s) => normaliseMobile(s) !== null, MOBILE_FORMAT);
const EMAIL_FORMAT = "Please enter a valid e-mail address, like name@gmail.com.";
const isEmail = v.check<string, string>((s) => s.length <= EMAIL_MAX && EMAIL.test(s), EMAIL_FORMAT);

/** Trimmed text of 2 to `max` characters; too long says by how much ("(now 5001)"). */
const text = (max: number, say: { empty: string; short: string; what: string }) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say.empty),
    v.minLength(2, say.short),
    v.maxLength(
      max,
      (issue: v.MaxLengthIssue<string, number>) =>
        `${say.what} must be at most ${max} characters (now ${issue.received}).`,
    ),
  );

const name = text(NAME_MAX, {
  empty: "Please enter your name.",
  short: "Your name must be at least 2 characters.",
  what: "Your name",
});

const mobile = v.pipe(v.string(), v.trim(), v.nonEmpty("Please enter your mobile number."), isMobile);

/** A phone number the visitor may leave empty. */
const optionalMobile = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === "" || normaliseMobile(s) !== null, MOBILE_FORMAT),
);

const email = v.pipe(v.string(), v.trim(), v.nonEmpty("Please enter your e-mail address."), isEmail);

const message = text(MESSAGE_MAX, {
  empty: "Please write your message.",
  short: "Your message is too short.",
  what: "Your message",
});

/** Register Now. */
export const leadSchema = v.object({ name, mobile, course: v.string() });
export type LeadInput = v.InferInput<typeof leadSchema>;

/** The contact form. */
export const contactSchema = v.object({ name, email, phone: optionalMobile, message });
export type ContactInput = v.InferInput<typeof contactSchema>;

/** The newsletter: only the address's shape (an empty box gets the same hint). */
export const newsletterSchema = v.object({ email: v.pipe(v.string(), v.trim(), isEmail) });
export type NewsletterInput = v.InferInput<typeof newsletterSchema>;
