import { Link, useParams, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Alert, LoadError } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { adminPaths } from "@/config/admin-paths";
import { isNotFound } from "@/lib/pocketbase";
import { siteOrigin } from "@/lib/site-origin";
import { useSettings } from "@/lib/site-settings";
import type { MockSection, MockTest, Question } from "@/types/pocketbase";
import { sectionTotal } from "@shared/mock-patterns-core.cjs";
import { useMockTest } from "../api/admin-mock-tests";
import { usePaper, type PaperSection } from "../api/paper-questions";

const LETTERS = "ABCDEFGHIJ";
const letter = (i: number) => LETTERS[i] ?? String(i + 1);
const MARKING: Record<MockSection["negativeMarking"], string> = {
  none: "no negative marking",
  "1/4": "−¼ mark for a wrong answer",
  "1/3": "−⅓ mark for a wrong answer",
};

/**
 * /admin/mock-tests/:id/print (the question paper) and ?key=1 (the answer key with explanations):
 * bilingual (English, then Punjabi where given), numbered through the whole test, a heading per
 * section with its time and marks, the instructions, and the institute's name and address in a
 * footer on every printed page. Rendered outside the admin frame; the screen-only bar is print:hidden.
 */
export function AdminMockTestPrintPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const key = params.get("key") === "1";
  const test = useMockTest(id);
  const paper = usePaper(test.data);
  const settings = useSettings();
  const siteUrl = (settings.siteUrl || siteOrigin()).replace(/\/+$/, "");
  const t = test.data;
  const what = key ? "Answer key" : "Question paper";

  return (
    <>
      <main
        id="main"
        className="mx-auto w-full max-w-3xl bg-white px-4 py-6 text-slate-900 print:max-w-none print:p-0"
      >
        <PageMeta title={t ? `${t.name}: ${what}` : what} />
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={adminPaths.editMockTest(id)} className="text-brand-800 underline">
            ← Back to the test
          </Link>
          <div className="flex flex-wrap gap-2">
            <Link to={adminPaths.printMockTest(id, !key)} className="text-brand-800 self-center underline">
              {key ? "The question paper" : "The answer key"}
            </Link>
            <Button onClick={() => window.print()} disabled={!paper.data} className="min-h-11">
              Print or save as PDF
            </Button>
          </div>
        </div>
        {test.isLoading || paper.isLoading ? <Spinner label="Loading the paper…" /> : null}
        {test.error && !t ? (
          isNotFound(test.error) ? (
            <Alert>
              <p>This mock test does not exist (it may have been deleted).</p>
            </Alert>
          ) : (
            <LoadError
              error={test.error}
              fallback="Could not load the mock test."
              onRetry={() => void test.mutate()}
            />
          )
        ) : null}
        {paper.error && !paper.data ? (
          <LoadError
            error={paper.error}
            fallback="Could not load the questions."
            onRetry={() => void paper.mutate()}
          />
        ) : null}
        {t && paper.data ? (
          <Paper test={t} sections={paper.data} answerKey={key} institute={settings.instituteName} />
        ) : null}
      </main>
      {/* The institute on every printed page (fixed in print; the table footer keeps it clear of text). */}
      <footer
        data-print-footer
        className="mx-auto mt-8 w-full max-w-3xl border-t border-slate-300 bg-white px-4 pt-2 pb-4 text-center text-xs text-slate-700 print:fixed print:inset-x-0 print:bottom-0 print:mt-0 print:max-w-none print:pb-0"
      >
        {settings.instituteName} · {siteUrl}
      </footer>
    </>
  );
}

function Paper({
  test,
  sections,
  answerKey,
  institute,
}: {
  test: MockTest;
  sections: PaperSection[];
  answerKey: boolean;
  institute: string;
}) {
  const total = sections.reduce((n, s) => n + s.questions.length, 0);
  const marks = sections.reduce((n, s) => n + sectionTotal(s.section), 0);
  // Numbered through the whole test: each section's first number.
  const firsts = sections.map((_, i) => 1 + sections.slice(0, i).reduce((n, s) => n + s.questions.length, 0));
  return (
    <>
      <header className="border-b-2 border-slate-900 pb-3">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{institute}</p>
        <h1 className="text-2xl font-bold">
          {test.name}
          {answerKey ? ": answer key" : ""}
        </h1>
        {test.namePa ? (
          <p lang="pa" className="text-xl font-semibold">
            {test.namePa}
            {answerKey ? ": ਉੱਤਰ ਕੁੰਜੀ" : ""}
          </p>
        ) : null}
        <p className="mt-1 text-slate-700">
          {total} questions · {marks} marks
          {test.timeLimit > 0 ? ` · ${test.timeLimit} minutes` : ""}
          {test.lockedOrder ? " · sections in order" : ""}
        </p>
      </header>
      {!answerKey && (test.instructions || test.instructionsPa) ? (
        <section aria-label="Instructions" className="mt-4 rounded border border-slate-300 p-3">
          <h2 className="font-bold">Instructions</h2>
          {test.instructions ? <p className="whitespace-pre-line">{test.instructions}</p> : null}
          {test.instructionsPa ? (
            <p lang="pa" className="mt-1 whitespace-pre-line">
              {test.instructionsPa}
            </p>
          ) : null}
        </section>
      ) : null}
      {total === 0 ? <EmptyState>This test has no questions yet.</EmptyState> : null}
      {/* A table whose footer row Chrome repeats on every printed page keeps the last lines of each
          page clear of the fixed footer (as the month's print page does). */}
      <table role="presentation" className="mt-2 w-full border-collapse">
        <tbody>
          <tr>
            <td className="p-0">
              {sections.map((ps, si) => {
                const first = firsts[si] ?? 1;
                return (
                  <SectionBlock
                    key={ps.section.id || si}
                    n={si + 1}
                    paper={ps}
                    first={first}
                    answerKey={answerKey}
                  />
                );
              })}
            </td>
          </tr>
        </tbody>
        <tfoot aria-hidden="true" className="hidden print:table-footer-group">
          <tr>
            <td className="h-10 p-0" />
          </tr>
        </tfoot>
      </table>
    </>
  );
}

function SectionBlock({
  n,
  paper: { section: s, questions, sample },
  first,
  answerKey,
}: {
  n: number;
  paper: PaperSection;
  first: number;
  answerKey: boolean;
}) {
  const facts = [
    `${questions.length} question${questions.length === 1 ? "" : "s"}`,
    `${s.marks} mark${s.marks === 1 ? "" : "s"} each`,
    MARKING[s.negativeMarking],
    s.timeLimit > 0 ? `${s.timeLimit} minutes` : "",
    s.qualifying > 0 ? `qualifying: ${s.qualifying} marks` : "",
  ].filter(Boolean);
  return (
    <section aria-labelledby={`sec-${n}`} className="mt-6 break-inside-avoid-page">
      <h2 id={`sec-${n}`} className="border-b border-slate-400 pb-1 text-lg font-bold">
        Section {n}: {s.title}
        {s.titlePa ? (
          <span lang="pa" className="font-semibold">
            {" "}
            / {s.titlePa}
          </span>
        ) : null}
      </h2>
      <p className="text-sm text-slate-700">{facts.join(" · ")}</p>
      {sample ? (
        <p className="mt-1 text-sm text-slate-700 italic">
          Every attempt draws its own questions for this section: this is one sample draw (the paper and the
          key show the same one until the test is saved again).
        </p>
      ) : null}
      {answerKey ? (
        <ol start={first} className="mt-3 space-y-3">
          {questions.map((q, i) => (
            <KeyItem key={q.id} q={q} n={first + i} />
          ))}
        </ol>
      ) : (
        <ol start={first} className="mt-3 space-y-4">
          {questions.map((q, i) => (
            <QuestionItem key={q.id} q={q} n={first + i} />
          ))}
        </ol>
      )}
    </section>
  );
}

function QuestionItem({ q, n }: { q: Question; n: number }) {
  const en = q.optionsEn ?? [];
  const pa = q.optionsPa ?? [];
  const count = Math.max(en.length, pa.length);
  return (
    <li className="break-inside-avoid" value={n}>
      <p className="font-medium">
        <span className="font-bold">{n}.</span> {q.textEn || q.textPa}
      </p>
      {q.textEn && q.textPa ? (
        <p lang="pa" className="pl-5">
          {q.textPa}
        </p>
      ) : null}
      <ol className="mt-1 grid gap-x-6 pl-5 sm:grid-cols-2 print:grid-cols-2">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="list-none">
            ({letter(i)}) {en[i] ?? ""}
            {en[i] && pa[i] && pa[i] !== en[i] ? (
              <span lang="pa"> / {pa[i]}</span>
            ) : !en[i] && pa[i] ? (
              <span lang="pa">{pa[i]}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </li>
  );
}

function KeyItem({ q, n }: { q: Question; n: number }) {
  const en = q.optionsEn ?? [];
  const pa = q.optionsPa ?? [];
  const a = q.answer;
  return (
    <li className="break-inside-avoid" value={n}>
      <p>
        <span className="font-bold">
          {n}. ({a >= 0 ? letter(a) : "—"})
        </span>{" "}
        {a >= 0 ? (
          <>
            {en[a] ?? ""}
            {pa[a] && pa[a] !== en[a] ? <span lang="pa"> / {pa[a]}</span> : null}
          </>
        ) : (
          "No answer key"
        )}
      </p>
      {q.explanationEn ? <p className="pl-5 text-sm text-slate-800">{q.explanationEn}</p> : null}
      {q.explanationPa ? (
        <p lang="pa" className="pl-5 text-sm text-slate-800">
          {q.explanationPa}
        </p>
      ) : null}
    </li>
  );
}
