/** "+91 98765 43210" → "tel:+919876543210" (phones dial the digits only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
