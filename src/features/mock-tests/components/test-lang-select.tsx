import { t } from "@/lib/i18n";
import type { QuestionLang } from "@/types/pocketbase";
import type { MockAttemptView } from "../api/mock-attempt-view";
import { questionLangs } from "../player/device-memory";
import { QUESTION_LANG_NAMES } from "./lang-labels";

/** The whole test's language (remembered on the device): the languages any of its questions has. */
export function TestLangSelect({
  view,
  value,
  onChange,
}: {
  view: MockAttemptView;
  value: QuestionLang;
  onChange: (lang: QuestionLang) => void;
}) {
  const has = new Set(view.sections.flatMap((s) => s.questions.flatMap((q) => questionLangs(q.text))));
  const langs = (["en", "pa", "hi"] as const).filter((l) => has.has(l));
  if (langs.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      {t("Test language")}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as QuestionLang)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-slate-900"
      >
        {langs.map((l) => (
          <option key={l} value={l} lang={QUESTION_LANG_NAMES[l].html}>
            {QUESTION_LANG_NAMES[l].long}
          </option>
        ))}
      </select>
    </label>
  );
}
