import { useId, useState } from "react";
import { MAX_OPTIONS, NO_ANSWER } from "../../parse-questions";
import { applyDraft, draftErrors, type DraftErrors, type EditableQuestion } from "../editable-question";

const LETTERS = ["A", "B", "C", "D"];
const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900";

/** Inline editing of one question: text, four options, the answer, the explanation. */
export function QuestionEditForm({
  question,
  label,
  onDone,
  onCancel,
}: {
  question: EditableQuestion;
  label: string;
  onDone: (q: EditableQuestion) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(question.text);
  const [options, setOptions] = useState(() => Array.from({ length: MAX_OPTIONS }, (_, i) => question.options[i] ?? ""));
  const [answer, setAnswer] = useState(question.options.includes(question.answer) ? question.answer : question.answer === NO_ANSWER ? NO_ANSWER : "");
  const [explanation, setExplanation] = useState(question.explanation);
  const [errors, setErrors] = useState<DraftErrors>({});
  const choices = options.map((o) => o.trim()).filter(Boolean);

  function done() {
    const draft = { text, options, answer, explanation };
    const e = draftErrors(draft);
    setErrors(e);
    if (Object.keys(e).length === 0) onDone(applyDraft(question, draft));
  }

  const err = (k: keyof DraftErrors) =>
    errors[k] ? (
      <p id={`${id}-${k}-err`} className="mt-1 text-sm text-red-700">
        {errors[k]}
      </p>
    ) : null;
  const describedBy = (k: keyof DraftErrors) => (errors[k] ? `${id}-${k}-err` : undefined);

  return (
    <div role="group" aria-label={`Edit ${label}`} className="space-y-3">
      <div>
        <label htmlFor={`${id}-text`} className="font-medium">
          Question
        </label>
        <textarea id={`${id}-text`} rows={2} value={text} onChange={(e) => setText(e.target.value)} className={input} aria-invalid={!!errors.text} aria-describedby={describedBy("text")} />
        {err("text")}
      </div>
      <fieldset>
        <legend className="font-medium">Options</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {options.map((o, i) => (
            <div key={i}>
              <label htmlFor={`${id}-opt-${i}`} className="text-sm text-slate-700">
                Option {LETTERS[i]}
              </label>
              <input
                id={`${id}-opt-${i}`}
                value={o}
                onChange={(e) => setOptions((prev) => prev.map((p, j) => (j === i ? e.target.value : p)))}
                // Enter applies this edit; it must not submit the whole quiz form around it.
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    done();
                  }
                }}
                className={input}
                aria-invalid={!!errors.options}
                aria-describedby={describedBy("options")}
              />
            </div>
          ))}
        </div>
        {err("options")}
      </fieldset>
      <div>
        <label htmlFor={`${id}-answer`} className="font-medium">
          Correct answer
        </label>
        <select id={`${id}-answer`} value={answer} onChange={(e) => setAnswer(e.target.value)} className={input} aria-invalid={!!errors.answer} aria-describedby={describedBy("answer")}>
          <option value="">Choose the correct option</option>
          {choices.map((c, i) => (
            <option key={i} value={c}>
              {c}
            </option>
          ))}
          <option value={NO_ANSWER}>N/A (no answer)</option>
        </select>
        {err("answer")}
      </div>
      <div>
        <label htmlFor={`${id}-expl`} className="font-medium">
          Explanation (optional)
        </label>
        <textarea id={`${id}-expl`} rows={2} value={explanation} onChange={(e) => setExplanation(e.target.value)} className={input} aria-invalid={!!errors.explanation} aria-describedby={describedBy("explanation")} />
        {err("explanation")}
      </div>
      <div className="flex gap-2">
        <button type="button" onClick={done} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Done
        </button>
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100">
          Cancel
        </button>
      </div>
    </div>
  );
}
