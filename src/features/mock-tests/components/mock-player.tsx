// The test as the real papers run it, on a 360 px phone with one hand: the section bar on top
// (time left per section), the current section's palette, one question at a time with its own
// language switch, and Prev / Mark / Clear / Next in a bar at the bottom under the thumb. Keys:
// 1–4 choose, N next, P previous. Everything is saved on the server as it is chosen.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
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
import { SaveStatus } from "./save-status";
import { SectionBar } from "./section-bar";
import { SectionPalette } from "./section-palette";
import { TestLangSelect } from "./test-lang-select";
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

/** A key press the player answers, unless the student is typing somewhere or a dialog is open. */
function playerKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return false;
  const el = e.target as HTMLElement | null;
  if (el?.closest?.("[role=dialog], select, textarea, input[type=text], [contenteditable=true]"))
    return false;
  return true;
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
  const questionRef = useRef<HTMLDivElement>(null);
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
  const keys = useRef({ go, choose, index: state.index, options });
  useEffect(() => {
    keys.current = { go, choose, index: state.index, options };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!playerKey(e)) return;
      const k = keys.current;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= Math.min(9, k.options)) {
        k.choose(n - 1);
        e.preventDefault();
      } else if (e.key === "n" || e.key === "N") {
        k.go(k.index + 1);
        e.preventDefault();
      } else if (e.key === "p" || e.key === "P") {
        k.go(k.index - 1);
        e.preventDefault();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

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
        <Alert onRetry={undefined}>
          <p>{state.notice}</p>
        </Alert>
      ) : null}
      <details className="rounded-lg border border-slate-200 bg-white p-3" open>
        <summary className="cursor-pointer font-semibold text-slate-900">
          {t("Questions in {title}", { title: title(s) })}
        </summary>
        <div className="mt-2">
          <SectionPalette states={paletteStates(state, s)} current={state.index} onJump={jump} />
        </div>
      </details>
      <div ref={questionRef}>
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
      {/* Under the thumb: the site header holds the top of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
        <p className="mb-1.5 flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
          {t("Time left in this section")}
          <span
            role="timer"
            className={`rounded-md px-2 py-0.5 font-mono text-base font-bold tabular-nums ${(clocks[s]?.left ?? 999) <= 60 ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-900"}`}
          >
            {clocks[s]?.left === null ? t("No time limit") : formatClock(clocks[s]?.left ?? 0)}
          </span>
        </p>
        <div className="grid grid-cols-4 gap-1.5">
          <Button
            variant="secondary"
            className="min-h-12 px-1"
            disabled={state.index === 0}
            onClick={() => go(state.index - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {t("Prev")}
          </Button>
          <Button
            variant="secondary"
            className="min-h-12 px-1 text-sm"
            aria-pressed={marked}
            disabled={!question}
            onClick={() => question && dispatch({ type: "toggleMark", question: question.id })}
          >
            <span aria-hidden="true">⚑ </span>
            {t("Mark")}
          </Button>
          <Button
            variant="secondary"
            className="min-h-12 px-1"
            disabled={!question || value === null || !open}
            onClick={() => choose(null)}
          >
            {t("Clear")}
          </Button>
          <Button
            className="min-h-12 px-1"
            disabled={state.index >= count - 1}
            onClick={() => go(state.index + 1)}
          >
            {t("Next")}
            <span aria-hidden="true"> ›</span>
          </Button>
        </div>
        <div className="mt-1.5 flex gap-1.5">
          {view.test.lockedOrder && hasNext ? (
            <Button
              variant="outline"
              className="min-h-11 flex-1"
              disabled={busy}
              onClick={() => setConfirm("section")}
            >
              {t("Submit section")}
            </Button>
          ) : null}
          <Button
            variant="accent"
            className="min-h-11 flex-1"
            disabled={busy}
            onClick={() => setConfirm("test")}
          >
            {t("Submit test")}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === "section" ? t("Submit this section?") : t("Submit the whole test?")}
        message={dialogMessage}
        confirmLabel={confirm === "section" ? t("Submit section") : t("Submit test")}
        busyLabel={t("Please wait…")}
        cancelLabel={t("Keep working")}
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
