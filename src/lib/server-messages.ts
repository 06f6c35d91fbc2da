// Messages the server sends that public pages show as they come (newsletter sign-up and links).
// Listed here so both catalogs carry them (src/lib/locales/catalogs.test.ts); the pages pass the
// server's text through t(), which leaves any message not listed in English.
import { msg } from "@/lib/i18n";

export const SERVER_MESSAGES = [
  msg("Almost done: check your inbox and click the link in our e-mail to confirm."),
  msg("We could not send the confirmation e-mail just now. Please try again in a few minutes."),
  msg(
    "This confirmation link is not valid. Check that you opened the whole link from the e-mail, or sign up again.",
  ),
  msg("This link has already been used: your subscription is confirmed."),
  msg("This link has already been used. To get the daily e-mail again, sign up again."),
  msg("This link has expired. Sign up again to get a new one."),
  msg("This unsubscribe link is not valid. Use the link from our most recent e-mail."),
  msg("You are already unsubscribed. You will get no more e-mails from us."),
  msg("You are unsubscribed. You will get no more e-mails from us."),
  msg("Something went wrong. Check your connection and try again."),
  // Students' sign-in and profile (pb_hooks/lib/students.js).
  msg("If the address is right, a 6-digit code is on its way. It works once, for 10 minutes."),
  msg("Please enter a valid e-mail address, like name@gmail.com."),
  msg("Please enter a 10-digit Indian mobile number, like 98765 43210."),
  msg("Sign-in by phone is not available on this site. Please use your e-mail address."),
  msg(
    "We could not send the text message just now. Please try again in a few minutes, or use your e-mail address.",
  ),
  msg("We could not send the e-mail just now. Please try again in a few minutes."),
  msg("Name cannot contain < or > (no HTML)."),
  msg("Name cannot contain line breaks or control characters."),
  msg("Name can be at most 80 characters."),
  msg("Display name cannot contain line breaks or control characters."),
  msg("The phone number cannot be changed here."),
];
