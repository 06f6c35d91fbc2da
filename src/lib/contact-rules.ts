// Client-side checks for the Register Now and contact forms. They mirror the field rules in
// pb_migrations/1763700300_public_forms.js (the server rejects the same input) and phrase the
// problem so a visitor knows how to fix it.
export type Errors<K extends string> = Partial<Record<K, string>>;

const NAME_MAX = 200;
export const MESSAGE_MAX = 5000;
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

export function nameError(raw: string): string | undefined {
  const v = raw.trim();
  if (!v) return "Please enter your name.";
  if (v.length < 2) return "Your name must be at least 2 characters.";
  if (v.length > NAME_MAX) return `Your name must be at most ${NAME_MAX} characters (now ${v.length}).`;
  return undefined;
}

export function mobileError(raw: string, required: boolean): string | undefined {
  if (!raw.trim()) return required ? "Please enter your mobile number." : undefined;
  if (!normaliseMobile(raw)) {
    return "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.";
  }
  return undefined;
}

export function emailError(raw: string): string | undefined {
  const v = raw.trim();
  if (!v) return "Please enter your e-mail address.";
  if (v.length > 254 || !EMAIL.test(v)) return "Please enter a valid e-mail address, like name@gmail.com.";
  return undefined;
}

export function messageError(raw: string): string | undefined {
  const v = raw.trim();
  if (!v) return "Please write your message.";
  if (v.length < 2) return "Your message is too short.";
  if (v.length > MESSAGE_MAX)
    return `Your message must be at most ${MESSAGE_MAX} characters (now ${v.length}).`;
  return undefined;
}

export interface LeadInput {
  name: string;
  mobile: string;
  course: string;
}

export function validateLead(v: LeadInput): Errors<keyof LeadInput> {
  return compact({ name: nameError(v.name), mobile: mobileError(v.mobile, true) });
}

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function validateContact(v: ContactInput): Errors<keyof ContactInput> {
  return compact({
    name: nameError(v.name),
    email: emailError(v.email),
    phone: mobileError(v.phone, false),
    message: messageError(v.message),
  });
}

function compact<K extends string>(e: Record<K, string | undefined>): Errors<K> {
  const out: Errors<K> = {};
  for (const k of Object.keys(e) as K[]) if (e[k]) out[k] = e[k];
  return out;
}
