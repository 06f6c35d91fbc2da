// Messages the server sends that public pages show as they come (newsletter sign-up and links).
// Listed here so both catalogs carry them (src/lib/locales/catalogs.test.ts); the pages pass the
// server's text through t(), which leaves any message not listed in English.
import { msg } from "@/lib/i18n";

export const SERVER_MESSAGES = [
  msg("Almost done: check your inbox and click the link in our e-mail to confirm."),
  msg("E-mail sign-up is not available right now. Please try again later."),
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
];
