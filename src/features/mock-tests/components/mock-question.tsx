import { t } from "@/lib/i18n";
import type { QuestionLang } from "@/types/pocketbase";
import type { MockQuestionView } from "../api/mock-attempt-view";
import { questionLangs } from "../player/device-memory";
import { QUESTION_LANG_NAMES } from "./lang-labels";

const LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];

interface Props {
  question: MockQuestionView;
  /** Position in its section (0-based) and the section's size. */
  index: number;
  count: number;
  lang: QuestionLang;
  onLang: (lang: QuestionLang) => void;
  value: number | null;
  onChoose: (option: number) => void;
  disabled: boolean;
}

/**
 * One question: its language switch (only the languages it is given in), the text and its
 * options as a native radio group with large rows (arrow keys move, Space selects; the player
 * adds 1–4).
 */
export function MockQuestion({ question, index, count, lang, onLang, value, onChoose, disabled }: Props) {
  const langs = questionLangs(question.text);
  const options = question.options[lang].length ? question.options[lang] : question.options.en;
  const html = QUESTION_LANG_NAMES[lang].html;
  return (
    <fieldset
      id="mock-question"
      tabIndex={-1}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:ring-2"
    >
      <legend className="float-left w-full">
        <span className="block text-sm font-medium text-slate-600">
          {t("Question {n} of {count}", { n: index + 1, count })}
        </span>
        <span lang={html} className="mt-1 block font-semibold whitespace-pre-line text-slate-900">
          {question.text[lang]}
        </span>
      </legend>
      {langs.length > 1 ? (
        <div
          role="group"
          aria-label={t("Language of this question")}
          className="clear-both flex gap-1.5 pt-3"
        >
          {langs.map((l) => (
            <button
              key={l}
              type="button"
              lang={QUESTION_LANG_NAMES[l].html}
              aria-pressed={l === lang}
              onClick={() => onLang(l)}
              className={`min-h-9 rounded-md border px-3 text-sm font-semibold ${l === lang ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"}`}
            >
              {QUESTION_LANG_NAMES[l].short}
            </button>
          ))}
        </div>
      ) : null}
      <div className="clear-both space-y-2 pt-3">
        {options.map((text, i) => (
          <label
            key={i}
            className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 has-[:disabled]:cursor-not-allowed"
          >
            <input
              type="radio"
              name={`mock-${question.id}`}
              value={i}
              checked={value === i}
              disabled={disabled}
              onChange={() => onChoose(i)}
              className="accent-brand-700 size-5 shrink-0"
            />
            <span lang={html} className="break-words">
              <span className="font-semibold text-slate-600">{LETTERS[i]}. </span>
              {text}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
