import type { QuizQuestion } from "@/types/pocketbase";

const LETTERS = ["A", "B", "C", "D"];

interface Props {
  question: QuizQuestion;
  index: number;
  value: string | undefined;
  onChange: (value: string) => void;
  highlight?: boolean;
}

/** One question as a native radio group: arrow keys move between options, Space selects. */
export function QuestionFieldset({ question, index, value, onChange, highlight }: Props) {
  const name = `q-${index}`;
  return (
    <fieldset
      id={`question-${index + 1}`}
      className={`scroll-mt-24 rounded-lg border bg-white p-4 shadow-sm ${highlight ? "border-amber-500 ring-2 ring-amber-300" : "border-slate-200"}`}
    >
      <legend className="float-left w-full font-semibold text-slate-900">
        <span className="text-brand-800">{index + 1}. </span>
        {/* Question text from a DOCX is plain text: rendered as text, line breaks kept. */}
        <span className="whitespace-pre-line">{question.text}</span>
      </legend>
      <div className="clear-both space-y-2 pt-3">
        {question.options.map((opt, i) => (
          <label
            key={i}
            className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2.5"
          >
            <input
              type="radio"
              name={name}
              value={opt}
              checked={value === opt}
              onChange={() => onChange(opt)}
              className="accent-brand-700 mt-1 size-4 shrink-0"
            />
            <span className="break-words">
              <span className="font-semibold text-slate-600">{LETTERS[i]}. </span>
              {opt}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
