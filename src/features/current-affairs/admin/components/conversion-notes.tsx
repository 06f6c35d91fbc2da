import type { ConversionNote } from "@/lib/docx/docx-types";
import { t } from "@/lib/i18n";
import { noteText } from "../conversion-notes";

/** What the conversion could not keep, listed under the document field (nothing when all came through). */
export function ConversionNotes({ notes }: { notes: ConversionNote[] }) {
  if (!notes.length) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800"
    >
      <p className="font-semibold">{t("Not everything in the document could be converted:")}</p>
      <ul className="mt-1 list-disc pl-5">
        {notes.map((n) => (
          <li key={n.kind}>{noteText(n)}</li>
        ))}
      </ul>
    </div>
  );
}

interface PictureProps {
  /** docx-image:N numbers of the pictures without a description. */
  pictures: number[];
  /** Preview URLs of the extracted pictures, by N. */
  urls: string[];
  values: Record<number, string>;
  onChange: (n: number, value: string) => void;
}

/** One labelled box per picture that Word gave no description: its alt text on the site. */
export function PictureDescriptions({ pictures, urls, values, onChange }: PictureProps) {
  if (!pictures.length) return null;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 px-4 py-3">
      <legend className="px-1 font-medium text-slate-800">{t("Describe the pictures")}</legend>
      <p className="text-sm text-slate-600">
        {t(
          "Readers who cannot see a picture hear this description. Leave it empty only for a decorative picture.",
        )}
      </p>
      {pictures.map((n, i) => (
        <div key={n} className="flex items-start gap-3">
          {urls[n] ? (
            <img src={urls[n]} alt="" className="size-16 shrink-0 rounded border object-contain" />
          ) : null}
          <div className="min-w-0 flex-1">
            <label htmlFor={`article-alt-${n}`} className="text-sm font-medium text-slate-800">
              {t("Description of picture {n}", { n: i + 1 })}
            </label>
            <input
              id={`article-alt-${n}`}
              value={values[n] ?? ""}
              maxLength={300}
              onChange={(e) => onChange(n, e.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
            />
          </div>
        </div>
      ))}
    </fieldset>
  );
}
