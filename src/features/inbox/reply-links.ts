// Reply from the staff member's own phone or computer: their mail app or WhatsApp opens with the
// visitor's address and a subject already filled. Everything the visitor typed is encoded.

/** "098765 43210", "+91 98765-43210" → "919876543210"; null when it is not an Indian mobile. */
export function whatsappNumber(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : null;
}

export function whatsappHref(phone: string, text: string): string | null {
  const n = whatsappNumber(phone);
  return n ? `https://wa.me/${n}?text=${encodeURIComponent(text)}` : null;
}

/**
 * mailto: with subject and body (RFC 6068: percent-encoded UTF-8, line breaks as %0D%0A). The
 * address keeps its "@"; anything else in it that could start a new header (?, &, #) is encoded.
 */
export function mailtoHref(email: string, subject: string, body = ""): string {
  const to = email
    .split("@")
    .map((part) => encodeURIComponent(part))
    .join("@");
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`);
  return `mailto:${to}?${params.join("&")}`;
}

export function replySubject(institute: string): string {
  return `Re: your message to ${institute}`;
}
