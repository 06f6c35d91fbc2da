import type { PlayQuestion } from "../scoring";
import { t } from "@/lib/i18n";

const LETTERS = ["A", "B", "C", "D"];

interface Props {
  question: PlayQuestion;
  /** Position on screen (0-based). */
  index: number;
  /** Stored option indexes in the order they are shown. */
  optionOrder: number[];
  /** The chosen option's stored index. */
  value: number | undefined;
  onChange: (value: number) => void;
  marked: boolean;
  onToggleMark: () => void;
  highlight?: boolean;
}

/** One question as a native radio group (arrow keys move, Space selects) and "Mark for review". */
export function QuestionFieldset({
  question,
  index,
  optionOrder,
  value,
  onChange,
  marked,
  onToggleMark,
  highlight,
}: Props) {
  const name = `q-${index}`;
  return (
    <fieldset
      id={`question-${index + 1}`}
      tabIndex={-1}
      className={`scroll-mt-24 rounded-lg border bg-white p-4 shadow-sm outline-none focus-visible:ring-2 ${highlight ? "border-amber-500 ring-2 ring-amber-300" : "border-slate-200"}`}
    >
      <legend className="float-left w-full font-semibold text-slate-900">
        <span className="text-brand-800">{index + 1}. </span>
        {/* Question text from a DOCX is plain text: rendered as text, line breaks kept. */}
        <span className="whitespace-pre-line">{question.text}</span>
      </legend>
      <div className="clear-both space-y-2 pt-3">
        {optionOrder.map((stored, i) => (
          <label
            key={stored}
            className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2.5"
          >
            <input
              type="radio"
              name={name}
              value={stored}
              checked={value === stored}
              onChange={() => onChange(stored)}
              className="accent-brand-700 mt-1 size-4 shrink-0"
            />
            <span className="break-words">
              <span className="font-semibold text-slate-600">{LETTERS[i]}. </span>
              {question.options[stored]}
            </span>
          </label>
        ))}
      </div>
      <label className="mt-3 flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" checked={marked} onChange={onToggleMark} className="accent-brand-700 size-4" />
        {t("Mark for review")}
      </label>
    </fieldset>
  );
}
