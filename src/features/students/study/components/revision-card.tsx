import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDay, istDayOf } from "@/lib/ist-date";
import { t } from "@/lib/i18n";
import { errorMessage } from "@/lib/pocketbase";
import { answerRevision, type DueQuestion, type RevisionAnswer } from "../api/revision";

interface Props {
  item: DueQuestion;
  position: number;
  count: number;
  onNext: () => void;
}

/** One due question: choose an option, check it on the server, see right/wrong and when it comes back. */
export function RevisionCard({ item, position, count, onNext }: Props) {
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const [result, setResult] = useState<RevisionAnswer | null>(null);

  async function check(e: React.FormEvent) {
    e.preventDefault();
    if (choice === null) {
      setProblem(t("Choose an answer first."));
      return;
    }
    setBusy(true);
    setProblem("");
    try {
      setResult(await answerRevision(item.id, choice));
    } catch (err) {
      setProblem(errorMessage(err, t("Could not check your answer. Please try again.")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-labelledby={`${id}-position`}
      onSubmit={(e) => void check(e)}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p id={`${id}-position`} className="text-sm text-slate-600">
        {t("Question {n} of {count}", { n: position, count })} · {item.quizName}
        {item.source === "bookmark" ? ` · ${t("Bookmarked")}` : ""}
      </p>
      <fieldset
        className="mt-2"
        disabled={busy || !!result}
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <legend className="font-semibold whitespace-pre-line text-slate-900">{item.text}</legend>
        <div className="mt-3 space-y-2">
          {item.options.map((o, i) => {
            const tone = !result
              ? "border-slate-300"
              : i === result.key
                ? "border-green-600 bg-green-50"
                : i === choice
                  ? "border-red-600 bg-red-50"
                  : "border-slate-200";
            return (
              <label
                key={i}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${tone}`}
              >
                <input
                  type="radio"
                  name={`${id}-answer`}
                  className="accent-brand-700 mt-1 size-4"
                  checked={choice === i}
                  onChange={() => setChoice(i)}
                />
                <span>{o}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {result ? (
        <div role="status" className="mt-4 space-y-1">
          <p className={`font-bold ${result.right ? "text-green-800" : "text-red-800"}`}>
            <span aria-hidden="true">{result.right ? "✓ " : "✗ "}</span>
            {result.right ? t("Correct") : t("Wrong")}
            {!result.right ? ` — ${t("Correct answer:")} ${item.options[result.key] ?? ""}` : ""}
          </p>
          {result.explanation ? (
            <p className="whitespace-pre-line text-slate-800">
              <span className="font-medium">{t("Explanation:")}</span> {result.explanation}
            </p>
          ) : null}
          <p className="text-slate-700">
            {result.done
              ? t("Right twice in a row: this question leaves your revision queue.")
              : t("It comes back on {day}.", { day: formatDay(istDayOf(result.nextDue ?? "")) })}
          </p>
          <Button className="mt-3" onClick={onNext}>
            {position < count ? t("Next question") : t("Finish")}
          </Button>
        </div>
      ) : (
        <Button type="submit" className="mt-4" busy={busy} busyLabel={t("Checking…")}>
          {t("Check answer")}
        </Button>
      )}
    </form>
  );
}
