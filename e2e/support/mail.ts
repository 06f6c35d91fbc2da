// The e-mails the e2e run's SMTP server (tests/support/mail-sink.mjs, started by
// playwright.config.ts) has received.
import type { ParsedMail } from "mailparser";
import { readMailDir } from "../../tests/support/mail-sink.mjs";

function recipient(m: ParsedMail): string {
  return (m.to && !Array.isArray(m.to) ? m.to.text : "").toLowerCase();
}

/** Waits until `address` has received at least `count` messages; returns them, oldest first. */
export async function waitForMail(address: string, count = 1, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = (await readMailDir(process.env.E2E_MAIL_DIR!)).filter((m) =>
      recipient(m).includes(address.toLowerCase()),
    );
    if (mine.length >= count || Date.now() > deadline) return mine;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A header exactly as sent. */
export function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

/** The first link in the text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const m = String(mail.text).match(new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}[^\\s]*`));
  if (!m) throw new Error(`No ${prefix} link in: ${JSON.stringify(mail.text)}`);
  return m[0];
}
