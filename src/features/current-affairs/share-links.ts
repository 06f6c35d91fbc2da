/** Share targets for browsers without the Web Share API. */
export function shareLinks(url: string, title: string): { label: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
  ];
}

/** A readable file name for the downloaded document: the article's slug. */
export function downloadName(seoURL: string): string {
  const base = seoURL.replace(/[^a-z0-9-]+/gi, "-").replace(/^-+|-+$/g, "") || "current-affair";
  return `${base}.docx`;
}
