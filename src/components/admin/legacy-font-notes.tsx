import type { LegacyFontReport } from "@/lib/docx/docx-types";
import { hasConvertibleText, legacyFontLines } from "@/lib/docx/legacy-summary";

interface Props {
  /** What the legacy-font step did to the chosen file; null before a file is read. */
  report: LegacyFontReport | null;
  /** Unique per page: the checkbox's id. */
  id: string;
  convert: boolean;
  /** Re-reads the file with conversion on or off. Without it, no checkbox. */
  onConvertChange?: (convert: boolean) => void;
  disabled?: boolean;
}

/**
 * "Converted 1,243 characters from AnmolLipi to Unicode", fonts left as typed, and the
 * "Convert legacy Punjabi fonts to Unicode" checkbox (shown only when the file has such text).
 */
export function LegacyFontNotes({ report, id, convert, onConvertChange, disabled }: Props) {
  if (!report) return null;
  const lines = legacyFontLines(report);
  const toggle = onConvertChange && hasConvertibleText(report);
  if (lines.length === 0 && !toggle) return null;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
      {toggle ? (
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="checkbox"
            checked={convert}
            disabled={disabled}
            onChange={(e) => onConvertChange(e.target.checked)}
            aria-describedby={`${id}-notes`}
            className="accent-brand-700 size-5"
          />
          <label htmlFor={id} className="font-medium">
            Convert legacy Punjabi fonts to Unicode
          </label>
        </div>
      ) : null}
      <div id={`${id}-notes`} role="status" className={toggle ? "mt-2" : ""}>
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
