import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { blankQuestion, shownWarnings, type EditableQuestion } from "../editable-question";
import { QuestionCard } from "./question-card";

interface Props {
  questions: EditableQuestion[];
  onChange: (next: EditableQuestion[]) => void;
  /** Shows an "Add a question" button (the quiz editor; imports come from the document). */
  allowAdd?: boolean;
  error?: string;
}

/** "47 questions, 3 need attention." (a warning or a flagged answer key each count once). */
export function attentionSummary(total: number, warned: number): string {
  const questions = `${total} question${total === 1 ? "" : "s"}`;
  if (warned === 0) return `${questions}, none need attention.`;
  return `${questions}, ${warned} need${warned === 1 ? "s" : ""} attention.`;
}

/** The questions of a quiz being imported or edited: preview, inline fix, drop, add. */
export function QuestionList({ questions, onChange, allowAdd, error }: Props) {
  const [editingKey, setEditingKey] = useState<string | null>(null);
  // A question added with "Add" is dropped again if its first edit is cancelled.
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const warned = questions.filter((q) => shownWarnings(q).length > 0).length;

  function replace(q: EditableQuestion) {
    onChange(questions.map((x) => (x.key === q.key ? q : x)));
    setEditingKey(null);
    setAddedKey(null);
  }

  function cancel(key: string) {
    if (key === addedKey) onChange(questions.filter((x) => x.key !== key));
    setEditingKey(null);
    setAddedKey(null);
  }

  function add() {
    const q = blankQuestion();
    onChange([...questions, q]);
    setEditingKey(q.key);
    setAddedKey(q.key);
  }

  return (
    <section aria-labelledby="questions-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="questions-heading" className="text-xl font-bold text-slate-900">
          Questions ({questions.length})
        </h2>
        <p role="status" className={warned ? "font-medium text-amber-800" : "text-slate-600"}>
          {attentionSummary(questions.length, warned)}
        </p>
      </div>
      {error ? (
        <p id="questions-error" role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      ) : null}
      {questions.length === 0 ? (
        <EmptyState className="mt-3">No questions yet.</EmptyState>
      ) : (
        <ol className="mt-3 space-y-3">
          {questions.map((q, i) => (
            <li key={q.key}>
              <QuestionCard
                question={q}
                index={i}
                editing={editingKey === q.key}
                onEdit={() => setEditingKey(q.key)}
                onChange={replace}
                onCancel={() => cancel(q.key)}
                onDrop={() => onChange(questions.filter((x) => x.key !== q.key))}
              />
            </li>
          ))}
        </ol>
      )}
      {allowAdd ? (
        <Button variant="outline" className="mt-3" onClick={add}>
          Add a question
        </Button>
      ) : null}
    </section>
  );
}
