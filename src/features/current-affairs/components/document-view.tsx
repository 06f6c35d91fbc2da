import { useEffect, useMemo } from "react";
import { domWindow } from "@/lib/dom-window";
import { dataUriImageSize } from "@shared/image-size-core.cjs";
import { sanitizeHtml } from "@/lib/sanitize";
import { useLegacyDocument } from "../api/convert-legacy-document";
import { storedBody, type ArticleDetail } from "../api/get-current-affair";
import { t } from "@/lib/i18n";

// Readable tables, headings, lists and images on a 360 px phone; wide tables scroll sideways.
const PROSE =
  "prose prose-slate max-w-none break-words prose-headings:text-slate-900 prose-a:text-brand-700 prose-img:mx-auto prose-img:rounded-md " +
  "[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_td_p]:my-1 [&_th_p]:my-1";

/**
 * The page's <h1> is the article name; the document's own headings move `by` levels down (two
 * on the printable month, where each article's name is an <h2>), never past <h6>.
 */
function demoteHeadings(html: string, by: number): string {
  if (!/<h[1-5][\s>]/i.test(html)) return html;
  const doc = domWindow().document;
  const tpl = doc.createElement("template");
  tpl.innerHTML = html;
  for (const h of Array.from(tpl.content.querySelectorAll("h1, h2, h3, h4, h5"))) {
    const next = doc.createElement(`h${Math.min(6, Number(h.tagName[1]) + by)}`);
    next.append(...Array.from(h.childNodes));
    h.replaceWith(next);
  }
  return tpl.innerHTML;
}

/**
 * Pictures embedded in the document (data: URIs, as Word files give them) get their width and
 * height from the file header, so their box is reserved before they are painted (no layout shift);
 * they are loaded lazily below the fold.
 */
function sizeImages(html: string): string {
  if (!/<img[\s>]/i.test(html)) return html;
  const tpl = domWindow().document.createElement("template");
  tpl.innerHTML = html;
  for (const img of Array.from(tpl.content.querySelectorAll("img"))) {
    const size = dataUriImageSize(img.getAttribute("src") ?? "");
    if (size && !img.hasAttribute("width")) {
      img.setAttribute("width", String(size.width));
      img.setAttribute("height", String(size.height));
    }
    img.setAttribute("decoding", "async");
    img.setAttribute("loading", "lazy");
  }
  return tpl.innerHTML;
}

/** Stored article HTML, sanitised and with headings demoted (also used by the printable month). */
export function ArticleHtml({ html, demoteBy = 1 }: { html: string; demoteBy?: number }) {
  // Sanitised again on the way in: stored HTML is only as safe as whoever last wrote it.
  const safe = useMemo(
    () => sizeImages(demoteHeadings(sanitizeHtml(html, { profile: "document" }), demoteBy)),
    [html, demoteBy],
  );
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function LegacyDocument({ article }: { article: ArticleDetail }) {
  const doc = useLegacyDocument(article);
  useEffect(() => {
    if (doc.error) console.error("Failed to load document", doc.error);
  }, [doc.error]);
  if (doc.isLoading) {
    return (
      // A screen tall while converting: what follows the document starts below the fold, so the
      // converted text (usually longer than a screen) does not push it in view.
      <p role="status" className="min-h-screen py-10 text-center text-slate-600">
        {t("Loading document...")}
      </p>
    );
  }
  if (doc.error || doc.data === undefined)
    return <p className="py-6 font-medium text-red-700">{t("Failed to load document.")}</p>;
  return <ArticleHtml html={doc.data} />;
}

export function DocumentView({ article }: { article: ArticleDetail }) {
  // Stored HTML, or the server's stored copy of an old-site article's .docx: no download, no conversion.
  const body = storedBody(article);
  if (body) return <ArticleHtml html={body} />;
  // Neither text nor a document (an article saved with its name only): nothing to show.
  return article.doc ? <LegacyDocument article={article} /> : null;
}
