import { useMemo, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { dupKey, type PairedItem } from "@shared/question-bank-core.cjs";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { inputClass } from "@/components/form-field";
import { PageMeta } from "@/components/page-meta";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { docxErrorMessage } from "@/lib/docx/docx-error";
import { extractDocxTextReport } from "@/lib/docx/extract-docx-text";
import { checkDocxFile } from "@/lib/docx/read-docx";
import { errorMessage } from "@/lib/pocketbase";
import { useRevalidate } from "@/lib/swr";
import type { Question } from "@/types/pocketbase";
import { createQuestion, findByDupKeys, mergeIntoQuestion } from "../api/questions";
import { TagChips } from "../components/tag-chips";
import {
  csvCandidates,
  docxCandidates,
  fromParsed,
  matchDuplicates,
  mergePatch,
  pairQuestions,
  retryBusy,
  runLimited,
  unpair,
  type Candidate,
  type DuplicateChoice,
  type ImportTags,
  type PaperParser,
} from "../import-plan";
import { BANK_EXAM_CHOICES, BANK_TOPIC_CHOICES } from "../topics";

type Stage =
  | { kind: "idle" }
  | { kind: "reading"; name: string; done?: number; total?: number }
  | { kind: "error"; message: string }
  | { kind: "ready" }
  | { kind: "checking"; done: number; total: number }
  | { kind: "saving"; done: number; total: number }
  | { kind: "done"; saved: number; merged: number; skipped: number; failed: string[] };

const LANG_NAME = { en: "English", pa: "ਪੰਜਾਬੀ", hi: "हिन्दी" } as const;
/** Rows shown at once (a 10,000-row file is summarised, its problems listed). */
const SHOWN = 200;

/** /admin/questions/import: .docx (bilingual pairs shown side by side) or CSV into the bank. */
export function QuestionImportPage({ parseQuestions }: { parseQuestions: PaperParser }) {
  const revalidate = useRevalidate();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [fileName, setFileName] = useState("");
  const [kind, setKind] = useState<"docx" | "csv">("docx");
  const [items, setItems] = useState<PairedItem[]>([]);
  const [csvRows, setCsvRows] = useState<Candidate[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [tags, setTags] = useState<ImportTags>({ topics: [], exams: [], difficulty: "" });
  const [duplicates, setDuplicates] = useState<Map<string, Question> | null>(null);
  const [choices, setChoices] = useState<Record<string, DuplicateChoice>>({});

  const candidates = useMemo(
    () =>
      kind === "docx"
        ? docxCandidates(items, fileName, tags)
        : csvRows.map((c) => ({
            ...c,
            question: {
              ...c.question,
              topics: [...new Set([...tags.topics, ...c.question.topics])],
              exams: [...new Set([...tags.exams, ...c.question.exams])],
              difficulty: c.question.difficulty || tags.difficulty,
            },
          })),
    [kind, items, csvRows, fileName, tags],
  );
  const ready = candidates.filter((c) => !c.problem);
  const blocked = candidates.filter((c) => c.problem);
  const busy = stage.kind === "reading" || stage.kind === "checking" || stage.kind === "saving";

  function reset() {
    setItems([]);
    setCsvRows([]);
    setNotes([]);
    setDuplicates(null);
    setChoices({});
  }

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0];
    if (!f) return;
    reset();
    setFileName(f.name);
    if (/\.csv$/i.test(f.name) || f.type === "text/csv") {
      setKind("csv");
      setStage({ kind: "reading", name: f.name });
      try {
        const { candidates: rows, notes: n } = await csvCandidates(
          await readText(f),
          f.name,
          NO_TAGS,
          (done, total) => setStage({ kind: "reading", name: f.name, done, total }),
        );
        setCsvRows(rows);
        setNotes(n);
        setStage({ kind: "ready" });
      } catch (err) {
        setStage({ kind: "error", message: err instanceof Error ? err.message : "Could not read the file." });
      }
      return;
    }
    setKind("docx");
    const problem = checkDocxFile(f, "Please choose a Word document (.docx) or a spreadsheet saved as CSV.");
    if (problem) {
      setStage({ kind: "error", message: problem });
      return;
    }
    setStage({ kind: "reading", name: f.name });
    try {
      const { text } = await extractDocxTextReport(f, { convertLegacyFonts: true });
      const parsed = parseQuestions(text);
      if (parsed.length === 0) {
        setStage({ kind: "error", message: "No questions found in this document" });
        return;
      }
      setItems(pairQuestions(fromParsed(parsed)));
      setStage({ kind: "ready" });
    } catch (err) {
      setStage({ kind: "error", message: docxErrorMessage(err) });
    }
  }

  async function check() {
    setStage({ kind: "checking", done: 0, total: ready.length });
    try {
      const found = await findByDupKeys(
        ready.map((c) => dupKey(c.question)),
        (done, total) => setStage({ kind: "checking", done, total }),
      );
      const dups = matchDuplicates(ready, found);
      setDuplicates(dups);
      setChoices(Object.fromEntries([...dups.keys()].map((k) => [k, "skip" as DuplicateChoice])));
      setStage({ kind: "ready" });
    } catch (err) {
      setStage({ kind: "error", message: errorMessage(err, "Could not look for duplicates. Try again.") });
    }
  }

  async function save() {
    if (!duplicates) return;
    let merged = 0;
    let skipped = 0;
    let saved = 0;
    setStage({ kind: "saving", done: 0, total: ready.length });
    const failures = await runLimited(
      ready,
      4,
      async (c) => {
        const dup = duplicates.get(c.key);
        const choice = dup ? (choices[c.key] ?? "skip") : "import";
        if (dup && choice === "skip") {
          skipped++;
          return;
        }
        if (dup && choice === "merge") {
          const patch = mergePatch(dup, c.question);
          if (patch) await retryBusy(() => mergeIntoQuestion(dup.id, patch));
          merged++;
          return;
        }
        await retryBusy(() => createQuestion(c.question));
        saved++;
      },
      (done) => setStage({ kind: "saving", done, total: ready.length }),
    );
    setStage({
      kind: "done",
      saved,
      merged,
      skipped,
      failed: failures.map((f) => `${f.item.label}: ${errorMessage(f.error, "not saved")}`),
    });
    void revalidate("questions");
  }

  const dupList = duplicates ? ready.filter((c) => duplicates.has(c.key)) : [];
  return (
    <div className="mx-auto max-w-5xl">
      <PageMeta title="Import questions" />
      <AdminPageHeader
        crumbs={[
          { label: "Admin", to: adminPaths.root },
          { label: "Question bank", to: adminPaths.questions },
          { label: "Import" },
        ]}
        title="Import questions"
        intro="From a Word file of questions (the layouts the quiz import reads; English and Punjabi versions one after the other are paired) or a spreadsheet saved as CSV."
      />
      <section
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-3"
        aria-label="File and tags"
      >
        <label className="block text-sm font-semibold text-slate-900">
          Word (.docx) or CSV file
          <input
            type="file"
            accept=".docx,.csv,text/csv,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            disabled={busy}
            onChange={(e) => void pick(e)}
            className="mt-1 block w-full text-sm"
          />
        </label>
        <p className="text-xs text-slate-600">
          CSV columns (first row): text_en, text_pa, text_hi, option1_en … option4_en, option1_pa …
          option4_pa, answer (1-4 or A-D), explanation_en, explanation_pa, topics (separated by ;), exams,
          difficulty.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TagChips
            legend="Topics for every question"
            values={tags.topics}
            onChange={(topics) => setTags((t) => ({ ...t, topics }))}
            suggestions={BANK_TOPIC_CHOICES}
            disabled={busy}
          />
          <TagChips
            legend="Exams for every question"
            values={tags.exams}
            onChange={(exams) => setTags((t) => ({ ...t, exams }))}
            suggestions={BANK_EXAM_CHOICES}
            disabled={busy}
          />
          <label className="block text-sm font-semibold text-slate-900">
            Difficulty (where a question has none)
            <select
              value={tags.difficulty}
              disabled={busy}
              onChange={(e) =>
                setTags((t) => ({ ...t, difficulty: e.target.value as ImportTags["difficulty"] }))
              }
              className={inputClass}
            >
              <option value="">Not set</option>
              <option value="easy">Easy</option>
              <option value="medium">Medium</option>
              <option value="hard">Hard</option>
            </select>
          </label>
        </div>
      </section>

      <div aria-live="polite" className="mt-4">
        {stage.kind === "reading" ? (
          <p role="status">
            Reading {stage.name}…{stage.total ? ` ${stage.done ?? 0} of ${stage.total} rows` : ""}
          </p>
        ) : null}
        {stage.kind === "checking" ? (
          <p role="status">
            Looking for duplicates in the bank… {stage.done} of {stage.total}
          </p>
        ) : null}
        {stage.kind === "saving" ? (
          <p role="status">
            Saving… {stage.done} of {stage.total}
            <progress className="ml-2 align-middle" max={stage.total} value={stage.done} />
          </p>
        ) : null}
        {stage.kind === "error" ? <Alert title={stage.message} /> : null}
        {stage.kind === "done" ? (
          <Alert tone="success" title="Import finished">
            <p>
              {stage.saved} added, {stage.merged} merged, {stage.skipped} skipped as duplicates
              {stage.failed.length ? `, ${stage.failed.length} not saved` : ""}.
            </p>
            {stage.failed.length ? (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {stage.failed.slice(0, 50).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : null}
            <Link to={adminPaths.questions} className="mt-2 inline-block font-semibold underline">
              Open the bank
            </Link>
          </Alert>
        ) : null}
      </div>

      {candidates.length > 0 && stage.kind !== "done" ? (
        <section className="mt-4" aria-labelledby="import-review">
          <h2 id="import-review" className="text-lg font-bold text-slate-900">
            {candidates.length} question{candidates.length === 1 ? "" : "s"} found
            {kind === "docx" ? `, ${items.filter((i) => i.halves.length === 2).length} bilingual pairs` : ""}
          </h2>
          {notes.map((n) => (
            <p key={n} className="text-sm text-slate-700">
              {n}
            </p>
          ))}
          {blocked.length ? (
            <Alert title={`${blocked.length} not imported until fixed`} className="mt-2">
              <ul className="list-disc pl-5 text-sm">
                {blocked.slice(0, SHOWN).map((c) => (
                  <li key={c.key}>
                    {c.label === c.problem.slice(0, c.label.length) ? c.problem : `${c.label}: ${c.problem}`}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {candidates.some((c) => c.warnings.length) ? (
            <Alert tone="info" title="Check these cells" className="mt-2">
              <ul className="list-disc pl-5 text-sm">
                {candidates
                  .flatMap((c) => c.warnings)
                  .slice(0, SHOWN)
                  .map((w) => (
                    <li key={w}>{w}</li>
                  ))}
              </ul>
            </Alert>
          ) : null}
          <ol className="mt-3 space-y-2" aria-label="Questions to import">
            {candidates.slice(0, SHOWN).map((c) => (
              <CandidateRow
                key={c.key}
                c={c}
                disabled={busy}
                onUnpair={
                  c.item && c.item.halves.length === 2
                    ? () => setItems((all) => unpair(all, c.item!.number))
                    : undefined
                }
              />
            ))}
          </ol>
          {candidates.length > SHOWN ? (
            <p className="mt-2 text-sm text-slate-700">
              The first {SHOWN} are shown; all {ready.length} that can be imported will be.
            </p>
          ) : null}

          {duplicates && dupList.length ? (
            <section
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3"
              aria-labelledby="import-dups"
            >
              <h3 id="import-dups" className="font-bold text-amber-900">
                {dupList.length} already in the bank
              </h3>
              <ul className="mt-2 space-y-2">
                {dupList.slice(0, SHOWN).map((c) => (
                  <li key={c.key} className="rounded bg-white p-2">
                    <p className="text-sm break-words">
                      {c.label}: {c.question.textEn || c.question.textPa}
                    </p>
                    <fieldset className="mt-1 flex flex-wrap gap-3 text-sm">
                      <legend className="sr-only">What to do with {c.label}</legend>
                      {(["skip", "merge", "import"] as const).map((choice) => (
                        <label key={choice} className="flex items-center gap-1">
                          <input
                            type="radio"
                            name={`dup-${c.key}`}
                            checked={(choices[c.key] ?? "skip") === choice}
                            onChange={() => setChoices((all) => ({ ...all, [c.key]: choice }))}
                            disabled={busy}
                          />
                          {choice === "skip"
                            ? "Skip"
                            : choice === "merge"
                              ? "Merge into the bank's copy"
                              : "Import anyway"}
                        </label>
                      ))}
                    </fieldset>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div className="mt-4 flex flex-wrap gap-3">
            {duplicates ? (
              <Button
                size="lg"
                busy={stage.kind === "saving"}
                busyLabel="Saving…"
                disabled={busy || ready.length === 0}
                onClick={() => void save()}
              >
                Import {ready.length} question{ready.length === 1 ? "" : "s"}
              </Button>
            ) : (
              <Button
                size="lg"
                busy={stage.kind === "checking"}
                busyLabel="Checking…"
                disabled={busy || ready.length === 0}
                onClick={() => void check()}
              >
                Check for duplicates
              </Button>
            )}
            <Link to={adminPaths.questions} className={buttonClass("secondary", "lg")}>
              Cancel
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** A file's text as UTF-8 (FileReader: every browser the admin supports, and jsdom). */
function readText(f: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(new Error("Could not read the file."));
    reader.readAsText(f, "utf-8");
  });
}

const NO_TAGS: ImportTags = { topics: [], exams: [], difficulty: "" };

function CandidateRow({ c, disabled, onUnpair }: { c: Candidate; disabled: boolean; onUnpair?: () => void }) {
  const halves = c.item?.halves;
  return (
    <li className={`rounded-lg border bg-white p-3 ${c.problem ? "border-red-400" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{c.label}</p>
        {onUnpair ? (
          <Button size="sm" variant="secondary" disabled={disabled} onClick={onUnpair}>
            Unpair {c.label}
          </Button>
        ) : null}
      </div>
      {c.problem ? <p className="text-sm font-medium text-red-700">{c.problem}</p> : null}
      {halves ? (
        <div className={`mt-1 grid grid-cols-1 gap-3 ${halves.length === 2 ? "sm:grid-cols-2" : ""}`}>
          {halves.map((h) => (
            <div key={h.index} lang={h.lang} className="min-w-0">
              <p className="text-xs font-semibold text-slate-600">{LANG_NAME[h.lang]}</p>
              <p className="break-words">{h.q.text}</p>
              <ol className="mt-1 list-[upper-alpha] pl-6 text-sm">
                {h.q.options.map((o, i) => (
                  <li key={i} className={i === h.q.answer ? "font-bold text-green-800" : ""}>
                    {o}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-1 break-words">{c.question.textEn || c.question.textPa || c.question.textHi}</p>
      )}
    </li>
  );
}
