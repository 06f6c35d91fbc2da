import { useState } from "react";
import { Link } from "react-router";
import { FormField, inputClass } from "@/components/form-field";
import { AdminForm } from "@/components/form/admin-form";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Button, buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { ClientResponseError } from "@/lib/pocketbase";
import type { Question } from "@/types/pocketbase";
import type { QuestionInput } from "../api/questions";
import {
  formDefaults,
  LANGS,
  QUESTION_FIELDS,
  questionFormSchema,
  toInput,
  type QuestionFormValues,
} from "../question-form";
import { BANK_EXAM_CHOICES, BANK_TOPIC_CHOICES } from "../topics";
import { TagChips } from "./tag-chips";

const MAX_OPTIONS = 10;

interface Props {
  existing?: Question;
  onSave: (input: Omit<QuestionInput, "flag" | "source">) => Promise<void>;
  /** A save refused because someone else saved first (409): offered a reload, the form kept. */
  onReload?: () => void;
}

/**
 * A bank question in every language: text, options (rows are shared: option 2 in English is
 * option 2 in Punjabi), answer, explanation; topics, exams, difficulty, retired. A failed save
 * keeps everything typed and shows the server's words by the fields.
 */
export function QuestionForm({ existing, onSave, onReload }: Props) {
  const form = useAdminForm<QuestionFormValues>(questionFormSchema, formDefaults(existing));
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [conflict, setConflict] = useState(false);
  const optionsEn = watch("optionsEn");
  const optionsPa = watch("optionsPa");
  const optionsHi = watch("optionsHi");
  const rowCount = Math.max(optionsEn.length, optionsPa.length, optionsHi.length);
  // A list's own error sits on its root once its items are registered fields (react-hook-form).
  const optionsError = (code: "En" | "Pa" | "Hi") => {
    const e = errors[`options${code}`] as { message?: string; root?: { message?: string } } | undefined;
    return e?.root?.message ?? e?.message;
  };
  const rowLabel = (i: number) =>
    `${String.fromCharCode(65 + i)}. ${(optionsEn[i] || optionsPa[i] || optionsHi[i] || "").trim() || "(empty)"}`;

  const onSubmit = handleSubmit(async (values) => {
    setConflict(false);
    try {
      await onSave(toInput(values));
    } catch (err) {
      setServerErrors(setError, err, QUESTION_FIELDS, "The question was not saved. Please try again.");
      if (err instanceof ClientResponseError && err.status === 409) setConflict(true);
    }
  });

  return (
    <AdminForm
      className="max-w-5xl space-y-6"
      fieldsClassName="min-w-0 space-y-6"
      busy={isSubmitting}
      error={errors.root?.server?.message}
      errorAs="box"
      onSubmit={onSubmit}
      footer={
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" busy={isSubmitting} busyLabel="Saving…">
            {existing ? "Save changes" : "Add question"}
          </Button>
          {conflict && onReload ? (
            <Button variant="secondary" size="lg" onClick={onReload}>
              Reload their version
            </Button>
          ) : null}
          <Link to={adminPaths.questions} className={buttonClass("secondary", "lg")}>
            Back to the bank
          </Link>
        </div>
      }
    >
      {existing?.flag ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Check this question: {existing.flag.replace(/\.$/, "")}. Saving a change to its text, options or
          answer clears this note.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {LANGS.map(({ code, name, lang }) => (
          <fieldset
            key={code}
            className={`min-w-0 rounded-lg border border-slate-200 bg-white p-3 ${code === "Hi" ? "lg:col-span-2" : ""}`}
          >
            <legend className="px-1 text-base font-bold text-slate-900">
              {name}
              {code === "Hi" ? <span className="font-normal text-slate-600"> (optional)</span> : null}
            </legend>
            <div className="space-y-3">
              <FormField
                id={`q-text-${lang}`}
                label={`Question (${name})`}
                error={errors[`text${code}`]?.message}
              >
                <textarea {...register(`text${code}`)} lang={lang} rows={3} className={inputClass} />
              </FormField>
              <div>
                <p className="text-sm font-semibold text-slate-900">Options ({name})</p>
                <ol className="mt-1 space-y-2">
                  {Array.from({ length: rowCount }, (_, i) => (
                    <li key={i} className="flex items-center gap-2">
                      <label
                        htmlFor={`q-opt-${lang}-${i}`}
                        className="w-6 shrink-0 text-sm font-semibold text-slate-700"
                      >
                        {String.fromCharCode(65 + i)}
                        <span className="sr-only">
                          {" "}
                          ({name} option {i + 1})
                        </span>
                      </label>
                      <input
                        id={`q-opt-${lang}-${i}`}
                        {...register(`options${code}.${i}`)}
                        lang={lang}
                        aria-invalid={optionsError(code) ? true : undefined}
                        aria-describedby={optionsError(code) ? `q-opts-${lang}-error` : undefined}
                        className={`${inputClass} mt-0`}
                      />
                    </li>
                  ))}
                </ol>
                {optionsError(code) ? (
                  <p id={`q-opts-${lang}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {optionsError(code)}
                  </p>
                ) : null}
              </div>
              <FormField
                id={`q-expl-${lang}`}
                label={`Explanation (${name})`}
                optional
                error={errors[`explanation${code}`]?.message}
              >
                <textarea {...register(`explanation${code}`)} lang={lang} rows={2} className={inputClass} />
              </FormField>
            </div>
          </fieldset>
        ))}
      </div>
      {rowCount < MAX_OPTIONS ? (
        <Button
          variant="secondary"
          onClick={() => {
            setValue("optionsEn", [...optionsEn, ""]);
            setValue("optionsPa", [...optionsPa, ""]);
            setValue("optionsHi", [...optionsHi, ""]);
          }}
        >
          Add an option row
        </Button>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="q-answer" label="Answer" error={errors.answer?.message}>
          <select {...register("answer")} className={inputClass}>
            <option value="-1">No answer key yet</option>
            {Array.from({ length: rowCount }, (_, i) => (
              <option key={i} value={String(i)}>
                {rowLabel(i)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="q-difficulty" label="Difficulty" error={errors.difficulty?.message}>
          <select {...register("difficulty")} className={inputClass}>
            <option value="">Not set (measured from attempts)</option>
            <option value="easy">Easy</option>
            <option value="medium">Medium</option>
            <option value="hard">Hard</option>
          </select>
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TagChips
          legend="Topics"
          values={watch("topics")}
          onChange={(next) => setValue("topics", next, { shouldDirty: true })}
          suggestions={BANK_TOPIC_CHOICES}
          error={errors.topics?.message}
          disabled={isSubmitting}
        />
        <TagChips
          legend="Exams"
          values={watch("exams")}
          onChange={(next) => setValue("exams", next, { shouldDirty: true })}
          suggestions={BANK_EXAM_CHOICES}
          error={errors.exams?.message}
          disabled={isSubmitting}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" {...register("retired")} className="h-5 w-5" />
        Retired: left out of new tests and random draws; old attempts keep it
      </label>
    </AdminForm>
  );
}
