// The test as the real papers run it, on a 360 px phone with one hand: the section bar on top
// (time left per section), the current section's palette, one question at a time with its own
// language switch, and Prev / Mark / Clear / Next in a bar at the bottom under the thumb. Keys:
// 1–4 choose, N next, P previous. Everything is saved on the server as it is chosen.
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Alert } from "@/components/ui/alert";
import { localized, t, useLang } from "@/lib/i18n";
import type { QuestionLang } from "@/types/pocketbase";
import { pickQuestionLang } from "../player/device-memory";
import {
  currentSection,
  paletteStates,
  sectionCounts,
  shownAnswer,
  type MockAction,
  type MockState,
} from "../player/mock-state";
import { formatClock, overallLeft, sectionClocks } from "../player/section-clock";
import { MockQuestion } from "./mock-question";
import { PlayerControls } from "./player-controls";
import { SaveStatus } from "./save-status";
import { SectionBar } from "./section-bar";
import { QuestionPalette } from "@/components/question-palette";
import { TestLangSelect } from "./test-lang-select";
import { usePlayerKeys } from "./use-player-keys";
import { useTimeWarnings } from "./use-time-warnings";

interface Props {
  state: MockState;
  serverNow: number;
  busy: boolean;
  testLang: QuestionLang;
  onTestLang: (lang: QuestionLang) => void;
  dispatch: (a: MockAction) => void;
  onChoose: (question: string, option: number | null) => void;
  onMove: (to: number) => void;
  onFinish: () => void;
  onRetry: () => void;
}

export function MockPlayer({
  state,
  serverNow,
  busy,
  testLang,
  onTestLang,
  dispatch,
  onChoose,
  onMove,
  onFinish,
  onRetry,
}: Props) {
  const siteLang = useLang();
  const { view } = state;
  const s = currentSection(view);
  const section = view.sections[s]!;
  const question = section.questions[state.index];
  const clocks = sectionClocks(view, serverNow);
  const overall = overallLeft(view, serverNow);
  const [confirm, setConfirm] = useState<"section" | "test" | null>(null);
  const announcement = useTimeWarnings(
    view.current,
    clocks[s]?.left ?? null,
    localized(section, "title", siteLang),
  );
  const hasNext = s < view.sections.length - 1;
  const count = section.questions.length;
  const lang = question ? pickQuestionLang(question.text, state.langs[question.id] ?? testLang) : testLang;
  const open = clocks[s]?.status === "open";

  const go = (i: number) => dispatch({ type: "go", index: i });
  const choose = (option: number | null) => {
    if (question && open) onChoose(question.id, option);
  };

  // 1–4 (up to the option count) choose; N and P move.
  const options = question ? question.options[lang].length || question.options.en.length : 0;
  usePlayerKeys({ index: state.index, options, go, choose });

  function jump(i: number) {
    go(i);
    requestAnimationFrame(() => {
      const el = document.getElementById("mock-question");
      el?.scrollIntoView?.({ block: "start" });
      el?.focus({ preventScroll: true });
    });
  }

  const title = (i: number) => localized(view.sections[i]!, "title", siteLang);
  const counts = (i: number) => sectionCounts(state, i);
  const summary = (i: number) => {
    const c = counts(i);
    return t("{title}: {unanswered} of {total} not answered, {marked} marked for review.", {
      title: title(i),
      unanswered: c.unanswered,
      total: c.total,
      marked: c.marked,
    });
  };
  const dialogMessage =
    confirm === "section"
      ? `${summary(s)} ${t("You cannot come back to this section after submitting it.")}`
      : view.sections
          .map((_, i) => i)
          .filter((i) => clocks[i]?.status !== "ended")
          .map(summary)
          .join(" ");
  const marked = question ? state.marked.includes(question.id) : false;
  const value = question ? shownAnswer(state, question.id) : null;

  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TestLangSelect view={view} value={testLang} onChange={onTestLang} />
        {overall !== null ? (
          <p className="text-sm font-medium text-slate-700">
            {t("Whole test")}{" "}
            <span role="timer" className="rounded bg-slate-100 px-2 py-0.5 font-mono font-bold tabular-nums">
              {formatClock(overall)}
            </span>
          </p>
        ) : null}
      </div>
      <SectionBar
        view={view}
        clocks={clocks}
        busy={busy}
        onOpen={view.test.lockedOrder ? undefined : onMove}
      />

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {state.notice ? (
        <Alert>
          <p>{state.notice}</p>
        </Alert>
      ) : null}
      <details className="rounded-lg border border-slate-200 bg-white p-3" open>
        <summary className="cursor-pointer font-semibold text-slate-900">
          {t("Questions in {title}", { title: title(s) })}
        </summary>
        <div className="mt-2">
          <QuestionPalette states={paletteStates(state, s)} current={state.index} onJump={jump} />
        </div>
      </details>
      <div>
        {question ? (
          <MockQuestion
            question={question}
            index={state.index}
            count={count}
            lang={lang}
            onLang={(l) => dispatch({ type: "setLang", question: question.id, lang: l })}
            value={value}
            onChoose={(o) => choose(o)}
            disabled={!open}
          />
        ) : (
          <p className="rounded-lg border border-slate-200 bg-white p-4">
            {t("This section has no questions.")}
          </p>
        )}
        {question ? (
          <SaveStatus
            pending={state.saves[question.id]}
            answered={state.view.answers[question.id] != null}
            onRetry={onRetry}
          />
        ) : null}
        <p className="mt-1 hidden text-xs text-slate-600 sm:block">
          {t("Keys: 1–4 choose an answer, N next, P previous.")}
        </p>
      </div>
      <PlayerControls
        left={clocks[s]?.left ?? null}
        index={state.index}
        count={count}
        marked={marked}
        canMark={Boolean(question)}
        canClear={Boolean(question) && value !== null && open}
        canSubmitSection={view.test.lockedOrder && hasNext}
        busy={busy}
        onGo={go}
        onToggleMark={() => question && dispatch({ type: "toggleMark", question: question.id })}
        onClear={() => choose(null)}
        onSubmit={setConfirm}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === "section" ? t("Submit this section?") : t("Submit the whole test?")}
        message={dialogMessage}
        confirmLabel={confirm === "section" ? t("Submit section") : t("Submit test")}
        busyLabel={t("Please wait…")}
        cancelLabel={t("Keep working")}
        tone="primary"
        busy={busy}
        onConfirm={() => {
          const which = confirm;
          setConfirm(null);
          if (which === "section") onMove(s + 1);
          else onFinish();
        }}
        onOpenChange={(o) => !o && setConfirm(null)}
      />
    </div>
  );
}
