import { useMemo } from "react";
import { sanitizeHtml } from "@/lib/sanitize";

/**
 * Most HTML the preview shows. A 5 MB Punjabi article is ~14 MB of HTML: parsing and sanitising
 * all of it on every render froze the form for seconds, and staff only need to see that the text
 * came out right. The whole document is still what is saved.
 */
export const PREVIEW_MAX_CHARS = 200_000;

/** The first PREVIEW_MAX_CHARS of `html`, cut after a closing block tag; null when it all fits. */
function shortened(html: string): string | null {
  if (html.length <= PREVIEW_MAX_CHARS) return null;
  const head = html.slice(0, PREVIEW_MAX_CHARS);
  const cut = Math.max(
    ...["</p>", "</h1>", "</h2>", "</h3>", "</li>", "</table>"].map((t) => {
      const at = head.lastIndexOf(t);
      return at < 0 ? -1 : at + t.length;
    }),
  );
  return cut > 0 ? head.slice(0, cut) : head;
}

/** The collapsible preview of the converted document (sanitised again right before rendering). */
export function DocxPreview({ html }: { html: string | null }) {
  const shown = useMemo(() => {
    if (html === null) return null;
    const short = shortened(html);
    // DOCX output: sanitised by DOMPurify here, whatever the converter returned.
    return { html: sanitizeHtml(short ?? html, { profile: "document" }), cut: short !== null };
  }, [html]);
  if (shown === null) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-800">
        Preview of the document
      </summary>
      {shown.cut ? (
        <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-700">
          This is a long document: the preview shows its beginning. The whole document is saved.
        </p>
      ) : null}
      <div
        className="prose max-w-none border-t border-slate-200 px-4 py-4"
        // Sanitised above (useMemo), on this component's own copy of the converter's HTML.
        dangerouslySetInnerHTML={{ __html: shown.html || "<p>(The document is empty.)</p>" }}
      />
    </details>
  );
}
