import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { EditableQuestion } from "../editable-question";
import { shownWarnings } from "../editable-question";
import { QuestionEditForm } from "./question-edit-form";

const LETTERS = ["A", "B", "C", "D"];

interface Props {
  question: EditableQuestion;
  index: number;
  editing: boolean;
  onEdit: () => void;
  onChange: (q: EditableQuestion) => void;
  onCancel: () => void;
  onDrop: () => void;
}

/** One question in the import preview / quiz editor: text, options, warnings, answer toggle. */
export function QuestionCard({ question: q, index, editing, onEdit, onChange, onCancel, onDrop }: Props) {
  // A flagged answer key is shown at once: it is what staff have to check.
  const [showAnswer, setShowAnswer] = useState(Boolean(q.flag));
  const warnings = shownWarnings(q);
  const label = `question ${index + 1}`;
  const answerId = `answer-${q.key}`;

  return (
    <article
      aria-label={`Question ${index + 1}`}
      className={`rounded-lg border bg-white p-4 shadow-sm [contain-intrinsic-size:auto_220px] [content-visibility:auto] ${warnings.length ? "border-amber-400" : "border-slate-200"}`}
    >
      <h3 className="font-semibold text-slate-900">
        <span className="text-brand-800">{index + 1}. </span>
        {/* Text from the document: shown as text, never as HTML. */}
        <span className="whitespace-pre-line">{q.text || "(no question text)"}</span>
      </h3>
      {warnings.length > 0 ? (
        <ul
          aria-label={`Warnings for ${label}`}
          className="mt-2 space-y-1 rounded-md bg-amber-50 p-2 text-sm text-amber-900"
        >
          {warnings.map((w) => (
            <li key={w}>⚠ {w}</li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <div className="mt-3">
          <QuestionEditForm question={q} label={label} onDone={onChange} onCancel={onCancel} />
        </div>
      ) : (
        <>
          <ol className="mt-2 space-y-1 text-slate-800">
            {q.options.map((o, i) => (
              <li key={i} className="break-words">
                <span className="font-semibold text-slate-600">{LETTERS[i]}. </span>
                {o}
              </li>
            ))}
          </ol>
          {showAnswer ? (
            <div id={answerId} className="mt-2 rounded-md bg-green-50 p-2 text-sm text-green-900">
              <p>
                <span className="font-semibold">Answer:</span> {q.answer}
              </p>
              {q.explanation ? (
                <p className="mt-1 whitespace-pre-line">
                  <span className="font-semibold">Explanation:</span> {q.explanation}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={showAnswer}
              aria-controls={showAnswer ? answerId : undefined}
              aria-label={`${showAnswer ? "Hide Answer" : "View Answer"} for ${label}`}
              onClick={() => setShowAnswer((s) => !s)}
            >
              {showAnswer ? "Hide Answer" : "View Answer"}
            </Button>
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${label}`}>
              Edit
            </Button>
            <Button variant="danger" size="sm" onClick={onDrop} aria-label={`Drop ${label}`}>
              Drop
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
