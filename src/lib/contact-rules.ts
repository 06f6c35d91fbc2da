// The rules of the public forms (Register Now, contact, newsletter) as valibot schemas, checked with
// validate() in lib/validation.ts. They mirror the field rules in
// pb_migrations/1763700300_public_forms.js (the server rejects the same input) and phrase the
// problem so a visitor knows how to fix it.
import * as v from "valibot";
import { t, msg } from "@/lib/i18n";
import { MESSAGE_MAX, normaliseMobile } from "./contact-values";

export { MESSAGE_MAX, normaliseMobile };

const NAME_MAX = 200;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const MOBILE_FORMAT = msg(
  "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.",
);
const isMobile = v.check<string, string>((s) => normaliseMobile(s) !== null, MOBILE_FORMAT);
const EMAIL_FORMAT = msg("Please enter a valid e-mail address, like name@gmail.com.");
const isEmail = v.check<string, string>((s) => s.length <= EMAIL_MAX && EMAIL.test(s), EMAIL_FORMAT);

/** Trimmed text of 2 to `max` characters; too long says by how much ("(now 5001)"). */
const text = (max: number, say: { empty: string; short: string; what: string }) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say.empty),
    v.minLength(2, say.short),
    v.maxLength(max, (issue: v.MaxLengthIssue<string, number>) =>
      t("{what} must be at most {max} characters (now {now}).", {
        what: t(say.what),
        max,
        now: issue.received,
      }),
    ),
  );

const name = text(NAME_MAX, {
  empty: msg("Please enter your name."),
  short: msg("Your name must be at least 2 characters."),
  what: msg("Your name"),
});

const mobile = v.pipe(v.string(), v.trim(), v.nonEmpty(msg("Please enter your mobile number.")), isMobile);

/** A phone number the visitor may leave empty. */
const optionalMobile = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === "" || normaliseMobile(s) !== null, MOBILE_FORMAT),
);

const email = v.pipe(v.string(), v.trim(), v.nonEmpty(msg("Please enter your e-mail address.")), isEmail);

const message = text(MESSAGE_MAX, {
  empty: msg("Please write your message."),
  short: msg("Your message is too short."),
  what: msg("Your message"),
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
