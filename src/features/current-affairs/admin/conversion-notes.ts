// What the conversion of a .docx could not keep as it was (article-core.js's conversionNotes), in
// plain words for the preview, and the pictures that have no description, for which the form asks.
import type { ConversionNote } from "@/lib/docx/docx-types";
import { IMAGE_PLACEHOLDER } from "@/lib/docx/docx-types";
import { t } from "@/lib/i18n";

/** One note as a sentence: "2 equations shown as text". */
export function noteText({ kind, count: n }: ConversionNote): string {
  switch (kind) {
    case "equation-as-text":
      return t("{n, plural, one {# equation shown as text} other {# equations shown as text}}", { n });
    case "picture-no-description":
      return t(
        "{n, plural, one {# picture has no description (add one below)} other {# pictures have no description (add them below)}}",
        { n },
      );
    case "picture-not-shown":
      return t(
        "{n, plural, one {# picture left out: its type (such as EMF, WMF or a linked picture) cannot be shown on the web} other {# pictures left out: their type (such as EMF, WMF or linked pictures) cannot be shown on the web}}",
        { n },
      );
    case "object-left-out":
      return t(
        "{n, plural, one {# embedded object (an old equation or chart) left out} other {# embedded objects (old equations or charts) left out}}",
        { n },
      );
    case "symbol-left-out":
      return t(
        "{n, plural, one {# symbol from a symbol font left out} other {# symbols from symbol fonts left out}}",
        { n },
      );
    case "content-left-out":
      return t(
        "{n, plural, one {# part of the document Word alone understands left out} other {# parts of the document Word alone understands left out}}",
        { n },
      );
  }
}

/** The N of each docx-image:N picture in `html` that has no (or an empty) alt, in document order. */
export function picturesWithoutAlt(html: string, document: Document): number[] {
  if (!html.includes(IMAGE_PLACEHOLDER)) return [];
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  const out: number[] = [];
  for (const img of Array.from(tpl.content.querySelectorAll("img"))) {
    const src = img.getAttribute("src") ?? "";
    if (!src.startsWith(IMAGE_PLACEHOLDER) || (img.getAttribute("alt") ?? "").trim()) continue;
    const n = Number(src.slice(IMAGE_PLACEHOLDER.length));
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** `html` with the descriptions staff typed set as the alt of their pictures (by docx-image:N). */
export function withAltTexts(html: string, alts: Record<number, string>, document: Document): string {
  const typed = Object.entries(alts).filter(([, v]) => v.trim());
  if (!typed.length) return html;
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  for (const img of Array.from(tpl.content.querySelectorAll("img"))) {
    const src = img.getAttribute("src") ?? "";
    if (!src.startsWith(IMAGE_PLACEHOLDER) || (img.getAttribute("alt") ?? "").trim()) continue;
    const alt = alts[Number(src.slice(IMAGE_PLACEHOLDER.length))];
    if (alt?.trim()) img.setAttribute("alt", alt.trim());
  }
  return tpl.innerHTML;
}
