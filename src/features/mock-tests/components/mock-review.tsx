import { localized, t, useLang } from "@/lib/i18n";
import type { QuestionLang } from "@/types/pocketbase";
import type { MockAttemptView } from "../api/mock-attempt-view";
import { pickQuestionLang } from "../player/device-memory";
import { QUESTION_LANG_NAMES } from "./lang-labels";

const LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];

/**
 * Every question with the student's answer and the right one, each said in words (✓ Correct
 * answer, ✗ Your answer) as well as colour, and the explanation in the language the question was
 * read in (falling back to any language it has).
 */
export function MockReview({
  view,
  testLang,
  langs,
}: {
  view: MockAttemptView;
  testLang: QuestionLang;
  langs: Record<string, QuestionLang>;
}) {
  const siteLang = useLang();
  return (
    <div className="mt-3 space-y-6">
      {view.sections.map((s) => (
        <section key={s.id} aria-label={localized(s, "title", siteLang)}>
          <h3 className="text-lg font-semibold text-slate-900">{localized(s, "title", siteLang)}</h3>
          <ol className="mt-2 space-y-3">
            {s.questions.map((q, i) => {
              const lang = pickQuestionLang(q.text, langs[q.id] ?? testLang);
              const html = QUESTION_LANG_NAMES[lang].html;
              const options = q.options[lang].length ? q.options[lang] : q.options.en;
              const key = view.review?.[q.id];
              const given = view.answers[q.id] ?? null;
              const outcome = given === null ? "skipped" : key && given === key.answer ? "correct" : "wrong";
              const ex = key
                ? key.explanation[lang] || key.explanation.en || key.explanation.pa || key.explanation.hi
                : "";
              const tone =
                outcome === "correct"
                  ? "border-green-600"
                  : outcome === "wrong"
                    ? "border-red-600"
                    : "border-slate-400";
              return (
                <li key={q.id} className={`rounded-lg border-l-4 bg-white p-4 shadow-sm ${tone}`}>
                  <p lang={html} className="font-semibold whitespace-pre-line text-slate-900">
                    <span className="text-brand-800">{i + 1}. </span>
                    {q.text[lang]}
                  </p>
                  <p
                    className={`mt-1 text-sm font-bold ${outcome === "correct" ? "text-green-800" : outcome === "wrong" ? "text-red-800" : "text-slate-700"}`}
                  >
                    {outcome === "correct"
                      ? `✓ ${t("Correct")}`
                      : outcome === "wrong"
                        ? `✗ ${t("Wrong")}`
                        : `– ${t("Not answered")}`}
                  </p>
                  <ul className="mt-2 space-y-1">
                    {options.map((o, k) => {
                      const right = key?.answer === k;
                      const mine = given === k;
                      return (
                        <li
                          key={k}
                          className={`rounded-md border px-3 py-1.5 ${right ? "border-green-600 bg-green-50" : mine ? "border-red-600 bg-red-50" : "border-slate-200"}`}
                        >
                          <span lang={html}>
                            {LETTERS[k]}. {o}
                          </span>
                          {right ? (
                            <strong className="ml-2 text-sm text-green-800">✓ {t("Correct answer")}</strong>
                          ) : null}
                          {mine ? (
                            <strong className={`ml-2 text-sm ${right ? "text-green-800" : "text-red-800"}`}>
                              {right ? "" : "✗ "}
                              {t("Your answer")}
                            </strong>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                  {ex ? (
                    <p className="mt-2 text-slate-800">
                      <span className="font-medium">{t("Explanation:")} </span>
                      <span lang={html} className="whitespace-pre-line">
                        {ex}
                      </span>
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
