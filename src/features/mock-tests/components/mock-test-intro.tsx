import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { localized, t, useLang } from "@/lib/i18n";
import type { MockTest } from "@/types/pocketbase";
import { MARKING_LABEL, minutesLabel, sectionSize, testMinutes } from "./test-facts";

interface Props {
  test: MockTest;
  onStart: () => void;
  starting: boolean;
  error?: string;
}

/** The test's rules before the clock starts: sections, time, marking, qualifying marks, instructions. */
export function MockTestIntro({ test, onStart, starting, error }: Props) {
  const lang = useLang();
  const sections = test.sections ?? [];
  const instructions = localized(test, "instructions", lang);
  return (
    <section aria-labelledby="mock-intro" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="mock-intro" className="text-xl font-bold text-slate-900">
        {t("Before you start")}
      </h2>
      <ol className="mt-3 space-y-2">
        {sections.map((s, i) => (
          <li key={s.id} className="rounded-md border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              {i + 1}. {localized(s, "title", lang)}
            </p>
            <p className="text-sm text-slate-700">
              {t("{count, plural, one {# question} other {# questions}}", { count: sectionSize(s) })} ·{" "}
              {s.timeLimit > 0 ? minutesLabel(s.timeLimit) : t("No time of its own")} ·{" "}
              {t("{marks} marks each", { marks: s.marks })} · {MARKING_LABEL[s.negativeMarking]()}
              {s.qualifying > 0 ? ` · ${t("Qualifying: {marks} marks", { marks: s.qualifying })}` : ""}
            </p>
          </li>
        ))}
      </ol>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        <li>
          {test.timeLimit > 0
            ? t("Whole test: {time}. It is submitted by itself when the time runs out.", {
                time: minutesLabel(test.timeLimit),
              })
            : t("Total time: {time}.", { time: minutesLabel(testMinutes(test)) })}
        </li>
        <li>
          {test.lockedOrder
            ? t(
                "Sections are taken in order. When a section's time ends, the next one opens and you cannot go back.",
              )
            : t("You may move between sections while their time lasts.")}
        </li>
        <li>{t("Each answer is saved as you choose it; if you reload, you continue where you were.")}</li>
        {test.ranked ? (
          <li>{t("Ranked: a signed-in student's first attempt counts for rank and percentile.")}</li>
        ) : null}
      </ul>
      {instructions ? <p className="mt-3 whitespace-pre-line text-slate-800">{instructions}</p> : null}
      {error ? <Alert className="mt-4">{error}</Alert> : null}
      <Button
        size="lg"
        className="mt-5 min-h-12"
        busy={starting}
        busyLabel={t("Starting…")}
        onClick={onStart}
      >
        {t("Start test")}
      </Button>
    </section>
  );
}
