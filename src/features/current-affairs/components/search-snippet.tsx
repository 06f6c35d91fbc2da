import { useMemo } from "react";
import { sanitizeHtml } from "@/lib/sanitize";

/**
 * A search hit's snippet: the server escapes the text and wraps the matches in <mark>; it is
 * sanitised again here (only <mark> survives). Loaded lazily by the card, so the list page does
 * not carry DOMPurify until someone searches.
 */
export function SearchSnippet({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html, { profile: "snippet" }), [html]);
  return (
    <p
      className="mt-2 line-clamp-3 break-words text-slate-700 [&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-slate-900"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
