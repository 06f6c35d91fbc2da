import { sanitizeHtml } from "@/lib/sanitize";

/** The collapsible preview of the converted document (sanitised again right before rendering). */
export function DocxPreview({ html }: { html: string | null }) {
  if (html === null) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-800">
        Preview of the document
      </summary>
      <div
        className="prose max-w-none border-t border-slate-200 px-4 py-4"
        // DOCX output: sanitised by DOMPurify on this line, whatever the converter returned.
        dangerouslySetInnerHTML={{
          __html: sanitizeHtml(html, { profile: "document" }) || "<p>(The document is empty.)</p>",
        }}
      />
    </details>
  );
}
