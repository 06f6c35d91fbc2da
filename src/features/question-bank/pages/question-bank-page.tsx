import { useMemo, useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { useDebouncedQuery } from "@/components/form/use-debounced-query";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { adminPaths } from "@/config/admin-paths";
import type { Question } from "@/types/pocketbase";
import {
  bankFilter,
  NO_FILTERS,
  testQuestionIds,
  useMockTestsForFilter,
  useQuestionList,
  type BankFilters,
} from "../api/questions";
import { BANK_TOPIC_CHOICES } from "../topics";

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-2 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

/** /admin/questions: the bank, 20 a page, searched in both scripts and filtered. */
export function QuestionBankPage() {
  const [filters, setFilters] = useState<BankFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const set = (patch: Partial<BankFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const search = useDebouncedQuery(filters.q, (q) => set({ q }), 300);
  const tests = useMockTestsForFilter();
  const usedIds = useMemo(() => {
    const all = tests.data ?? [];
    if (filters.usedIn === "none") return [...new Set(all.flatMap(testQuestionIds))];
    const test = all.find((t) => t.id === filters.usedIn);
    return test ? testQuestionIds(test) : [];
  }, [tests.data, filters.usedIn]);
  // "Used in" waits for the tests, so it never shows the whole bank as "used".
  const waiting = filters.usedIn !== "" && !tests.data;
  const filter = bankFilter(filters, usedIds);
  const list = useQuestionList(page, waiting ? "id = ''" : filter);
  const { data } = list;
  const active =
    [filters.topic, filters.exam, filters.difficulty, filters.lang, filters.usedIn].filter(Boolean).length +
    (filters.retired ? 1 : 0);

  return (
    <div className="mx-auto max-w-5xl">
      <AdminPageHeader
        crumbs={[{ label: "Admin", to: adminPaths.root }, { label: "Question bank" }]}
        title="Question bank"
        intro="Every question once, in English, Punjabi and Hindi; tests draw from here. Edit a question once and every test and quiz that uses it follows."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={adminPaths.newQuestion} className={buttonClass("secondary", "md", "py-2.5")}>
              New question
            </Link>
            <Link to={adminPaths.importQuestions} className={buttonClass("primary", "md", "py-2.5")}>
              Import
            </Link>
          </div>
        }
      />
      <form
        role="search"
        aria-label="Search the bank"
        className="mb-4 rounded-lg border border-slate-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          search.commit();
        }}
      >
        <label className="block text-sm font-medium text-slate-800">
          Search (English or ਪੰਜਾਬੀ words)
          <input
            type="search"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            maxLength={100}
            className={selectClass}
          />
        </label>
        {/* Filters fold away on a phone (the list stays in reach); open when any is set. */}
        <details className="mt-2" open={active > 0 || undefined}>
          <summary className="text-brand-800 min-h-9 cursor-pointer py-2 text-sm font-semibold">
            Filters{active ? ` (${active} set)` : ""}
          </summary>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <label className="block text-sm font-medium text-slate-800">
              Topic
              <input
                list="bank-topic-choices"
                value={filters.topic}
                onChange={(e) => set({ topic: e.target.value })}
                className={selectClass}
              />
              <datalist id="bank-topic-choices">
                {BANK_TOPIC_CHOICES.map((t) => (
                  <option key={t} value={t} />
                ))}
              </datalist>
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Exam
              <input
                value={filters.exam}
                onChange={(e) => set({ exam: e.target.value })}
                className={selectClass}
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Difficulty
              <select
                value={filters.difficulty}
                onChange={(e) => set({ difficulty: e.target.value as BankFilters["difficulty"] })}
                className={selectClass}
              >
                <option value="">Any</option>
                <option value="easy">Easy</option>
                <option value="medium">Medium</option>
                <option value="hard">Hard</option>
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Language
              <select
                value={filters.lang}
                onChange={(e) => set({ lang: e.target.value as BankFilters["lang"] })}
                className={selectClass}
              >
                <option value="">Any</option>
                <option value="pa">Has Punjabi</option>
                <option value="en">Has English</option>
                <option value="hi">Has Hindi</option>
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Used in
              <select
                value={filters.usedIn}
                onChange={(e) => set({ usedIn: e.target.value })}
                className={selectClass}
              >
                <option value="">Anywhere or nowhere</option>
                <option value="none">Not used in a mock test</option>
                {(tests.data ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={filters.retired}
                onChange={(e) => set({ retired: e.target.checked })}
                className="h-5 w-5"
              />
              Show retired questions
            </label>
          </div>
        </details>
      </form>
      {data ? (
        <p className="mb-2 text-sm text-slate-700" aria-live="polite">
          {data.totalItems} question{data.totalItems === 1 ? "" : "s"}
        </p>
      ) : null}
      <ListStates
        result={list}
        loading="Loading questions…"
        failed="Could not load the questions."
        empty={
          filter === "retired = false" ? (
            <>
              <span className="block">The bank is empty.</span>
              <Link
                to={adminPaths.importQuestions}
                className="text-brand-800 mt-2 inline-block font-semibold underline"
              >
                Import questions from a Word file or a spreadsheet
              </Link>
            </>
          ) : (
            "No question matches these filters."
          )
        }
      >
        {(items) => (
          <ul className="space-y-2" aria-label="Questions">
            {items.map((q) => (
              <QuestionRow key={q.id} q={q} />
            ))}
          </ul>
        )}
      </ListStates>
      {data ? <Pagination page={page} totalPages={data.totalPages} onPage={setPage} /> : null}
    </div>
  );
}

function QuestionRow({ q }: { q: Question }) {
  const options = q.optionsEn?.length ? q.optionsEn : (q.optionsPa ?? []);
  const answer = q.answer >= 0 ? options[q.answer] : undefined;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <Link
        to={adminPaths.editQuestion(q.id)}
        className="text-brand-900 block font-semibold break-words hover:underline"
      >
        {q.textEn || q.textPa || q.textHi}
      </Link>
      {q.textEn && q.textPa ? (
        <p lang="pa" className="mt-0.5 break-words text-slate-800">
          {q.textPa}
        </p>
      ) : null}
      <p className="mt-1 text-sm break-words text-slate-700">
        {answer !== undefined ? `Answer: ${answer}` : "No answer key"}
      </p>
      <p className="mt-1 flex flex-wrap gap-1.5">
        {q.textEn ? <Badge>EN</Badge> : null}
        {q.textPa ? <Badge>ਪੰ</Badge> : null}
        {q.textHi ? <Badge>हि</Badge> : null}
        {(q.topics ?? []).map((t) => (
          <Badge key={t} tone="brand">
            {t}
          </Badge>
        ))}
        {q.difficulty ? <Badge>{q.difficulty}</Badge> : null}
        {q.flag ? <Badge tone="warning">Check: {q.flag}</Badge> : null}
        {q.retired ? <Badge tone="warning">Retired</Badge> : null}
      </p>
    </li>
  );
}
