import { useEffect, useId, useState } from "react";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { inputClass } from "@/components/form-field";
import type { Question } from "@/types/pocketbase";
import { PICKER_PER_PAGE, useBankSearch, useQuestions } from "../api/admin-mock-tests";

/** `value` once it has not changed for `ms` (the bank is asked after typing pauses). */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** A question's text in one line: English, else Punjabi. */
export function questionLine(q: Pick<Question, "textEn" | "textPa">) {
  return q.textEn || q.textPa || "(no text)";
}

/**
 * "Choose questions": the section's chosen questions (remove, in order) and a search of the bank,
 * paged on the server, by words in either script and by topic, to add more. Retired questions are
 * never offered; a question without an answer key is shown but cannot be added.
 */
export function QuestionPicker({
  label,
  chosen,
  onChange,
  disabled,
}: {
  /** The section's name, read out with the buttons. */
  label: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [topicText, setTopicText] = useState("");
  const q = useDebounced(text);
  const topic = useDebounced(topicText);
  const [page, setPage] = useState(1);
  const search = useBankSearch(page, q, topic);
  const picked = useQuestions(chosen);
  const chosenSet = new Set(chosen);

  return (
    <div className="space-y-3">
      <div>
        <p className="font-medium" id={`${id}-count`}>
          {chosen.length} question{chosen.length === 1 ? "" : "s"} chosen
        </p>
        {chosen.length > 0 ? (
          <ol
            className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded border border-slate-200 p-2 text-sm"
            aria-label={`Chosen for ${label}`}
          >
            {chosen.map((qid, i) => {
              const found = picked.data?.find((x) => x.id === qid);
              return (
                <li key={qid} className="flex items-start justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {i + 1}.{" "}
                    {found ? questionLine(found) : picked.isLoading ? "…" : `${qid} (not found in the bank)`}
                  </span>
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={disabled}
                    aria-label={`Remove question ${i + 1} from ${label}`}
                    onClick={() => onChange(chosen.filter((x) => x !== qid))}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium" htmlFor={`${id}-q`}>
          Search the bank
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            value={text}
            placeholder="Words in English or Punjabi"
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="block text-sm font-medium" htmlFor={`${id}-topic`}>
          Topic
          <input
            id={`${id}-topic`}
            className={inputClass}
            value={topicText}
            placeholder="e.g. Punjab History"
            onChange={(e) => {
              setTopicText(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {search.isLoading ? <Spinner label="Searching the bank…" /> : null}
      {search.error && !search.data ? (
        <LoadError
          error={search.error}
          fallback="Could not search the bank."
          onRetry={() => void search.mutate()}
        />
      ) : null}
      {search.data && search.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No questions in the bank match.</p>
      ) : null}
      {search.data && search.data.items.length > 0 ? (
        <>
          <ul className="space-y-1 text-sm" aria-label={`Bank questions for ${label}`}>
            {search.data.items.map((bq) => {
              const isChosen = chosenSet.has(bq.id);
              const noKey = bq.answer < 0;
              return (
                <li
                  key={bq.id}
                  className="flex items-start justify-between gap-2 border-b border-slate-100 py-1"
                >
                  <span className="min-w-0 break-words">
                    {questionLine(bq)}
                    <span className="block text-xs text-slate-600">
                      {(bq.topics ?? []).join(", ") || "No topic"}
                      {bq.difficulty ? ` · ${bq.difficulty}` : ""}
                      {noKey ? " · no answer key" : ""}
                    </span>
                  </span>
                  <Button
                    variant={isChosen ? "secondary" : "outline"}
                    size="sm"
                    disabled={disabled || noKey}
                    aria-label={`${isChosen ? "Remove" : "Add"} “${questionLine(bq).slice(0, 60)}” ${isChosen ? "from" : "to"} ${label}`}
                    onClick={() =>
                      onChange(isChosen ? chosen.filter((x) => x !== bq.id) : [...chosen, bq.id])
                    }
                  >
                    {isChosen ? "Remove" : "Add"}
                  </Button>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(search.data.totalItems / PICKER_PER_PAGE)}
            onPage={setPage}
          />
        </>
      ) : null}
    </div>
  );
}
