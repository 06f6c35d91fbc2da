import { useId } from "react";
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { FormField, inputClass } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useBankCount } from "../api/admin-mock-tests";
import { blankSection, splitTopics, type MockTestForm, type SectionForm } from "../mock-test-form";
import { QuestionPicker } from "./question-picker";

const field = { label: "font-medium", hint: "mt-1 text-sm text-slate-600" };

/**
 * The test's sections: add, remove, move up and down; per section its titles, time, qualifying
 * marks, marks, negative marking and how its questions are chosen. Messages sit next to the field
 * they are about; one about the sections as a whole (or from the server's bank checks) above them.
 */
export function SectionsEditor({
  form,
  disabled,
}: {
  form: UseFormReturn<MockTestForm>;
  disabled?: boolean;
}) {
  const { control, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "sections", keyName: "key" });
  const errors = formState.errors.sections as
    (FieldErrors<SectionForm>[] & { message?: string; root?: { message?: string } }) | undefined;
  const overall = errors?.root?.message ?? errors?.message;
  return (
    <section aria-labelledby="sections-heading" className="space-y-4">
      <h2 id="sections-heading" className="text-xl font-bold text-slate-900">
        Sections
      </h2>
      {overall ? (
        <p role="alert" id="sections-error" className="font-medium text-red-700">
          {overall}
        </p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((f, i) => (
          <li key={f.key}>
            <SectionFields
              form={form}
              index={i}
              count={fields.length}
              disabled={disabled}
              errors={errors?.[i]}
              onRemove={() => remove(i)}
              onMove={(to) => move(i, to)}
            />
          </li>
        ))}
      </ol>
      <Button variant="secondary" disabled={disabled} onClick={() => append(blankSection(fields.length + 1))}>
        Add a section
      </Button>
    </section>
  );
}

function SectionFields({
  form,
  index: i,
  count,
  disabled,
  errors: e,
  onRemove,
  onMove,
}: {
  form: UseFormReturn<MockTestForm>;
  index: number;
  count: number;
  disabled?: boolean;
  errors?: FieldErrors<SectionForm>;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const id = useId();
  const { register, control, setValue } = form;
  const s = useWatch({ control, name: `sections.${i}` });
  const n = i + 1;
  const name = `Section ${n}`;
  const questionsError =
    e?.questions?.message ?? (e?.questions as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <fieldset
      disabled={disabled}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby={`${id}-legend`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-legend`} className="font-semibold text-slate-900">
          {name}
          {s?.title ? `: ${s.title}` : ""}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={i === 0}
            aria-label={`Move ${name} up`}
            onClick={() => onMove(i - 1)}
          >
            Up
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={i === count - 1}
            aria-label={`Move ${name} down`}
            onClick={() => onMove(i + 1)}
          >
            Down
          </Button>
          <Button variant="danger" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-title`} label="Title" error={e?.title?.message} classes={field}>
          <input className={inputClass} maxLength={250} {...register(`sections.${i}.title`)} />
        </FormField>
        <FormField
          id={`${id}-titlePa`}
          label="Title in Punjabi"
          optional
          error={e?.titlePa?.message}
          classes={field}
        >
          <input className={inputClass} lang="pa" maxLength={250} {...register(`sections.${i}.titlePa`)} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField
          id={`${id}-time`}
          label="Time (minutes)"
          hint="Empty: no time of its own."
          error={e?.timeLimit?.message}
          classes={field}
        >
          <input inputMode="numeric" className={inputClass} {...register(`sections.${i}.timeLimit`)} />
        </FormField>
        <FormField
          id={`${id}-marks`}
          label="Marks per right answer"
          error={e?.marks?.message}
          classes={field}
        >
          <input inputMode="decimal" className={inputClass} {...register(`sections.${i}.marks`)} />
        </FormField>
        <FormField
          id={`${id}-neg`}
          label="Negative marking"
          hint="Taken off for each wrong answer."
          error={e?.negativeMarking?.message}
          classes={field}
        >
          <select className={inputClass} {...register(`sections.${i}.negativeMarking`)}>
            <option value="none">None</option>
            <option value="1/4">¼ of the marks</option>
            <option value="1/3">⅓ of the marks</option>
          </select>
        </FormField>
        <FormField
          id={`${id}-qual`}
          label="Qualifying marks"
          hint="Empty: none."
          error={e?.qualifying?.message}
          classes={field}
        >
          <input inputMode="decimal" className={inputClass} {...register(`sections.${i}.qualifying`)} />
        </FormField>
      </div>
      <fieldset className="space-y-3">
        <legend className="font-medium">Questions</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="fixed"
              className="accent-brand-700 size-5"
              {...register(`sections.${i}.mode`)}
            />
            Choose questions
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="random"
              className="accent-brand-700 size-5"
              {...register(`sections.${i}.mode`)}
            />
            Random from topics
          </label>
        </div>
        {s?.mode === "fixed" ? (
          <div>
            <QuestionPicker
              label={name}
              chosen={s.questions}
              disabled={disabled}
              onChange={(ids) => setValue(`sections.${i}.questions`, ids, { shouldDirty: true })}
            />
            {questionsError ? (
              <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                {questionsError}
              </p>
            ) : null}
          </div>
        ) : null}
        {s?.mode === "random" ? <RandomFields form={form} index={i} errors={e} /> : null}
      </fieldset>
    </fieldset>
  );
}

function RandomFields({
  form,
  index: i,
  errors: e,
}: {
  form: UseFormReturn<MockTestForm>;
  index: number;
  errors?: FieldErrors<SectionForm>;
}) {
  const id = useId();
  const { register, control } = form;
  const s = useWatch({ control, name: `sections.${i}` });
  const topics = splitTopics(s?.topics ?? "");
  const bank = useBankCount({ topics, difficulty: s?.difficulty ?? "" });
  const want = Number(s?.count);
  const short = bank.data !== undefined && Number.isFinite(want) && bank.data < want;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-count`} label="How many" error={e?.count?.message} classes={field}>
          <input inputMode="numeric" className={inputClass} {...register(`sections.${i}.count`)} />
        </FormField>
        <FormField
          id={`${id}-topics`}
          label="From topics"
          hint="Comma between topics. Empty: any topic."
          error={e?.topics?.message}
          classes={field}
        >
          <input className={inputClass} {...register(`sections.${i}.topics`)} />
        </FormField>
        <FormField id={`${id}-difficulty`} label="Difficulty" error={e?.difficulty?.message} classes={field}>
          <select className={inputClass} {...register(`sections.${i}.difficulty`)}>
            <option value="">Any</option>
            <option value="easy">Easy</option>
            <option value="medium">Medium</option>
            <option value="hard">Hard</option>
          </select>
        </FormField>
      </div>
      <p aria-live="polite" className={`text-sm ${short ? "font-semibold text-red-700" : "text-slate-700"}`}>
        {bank.error && bank.data === undefined
          ? "Could not count the bank's questions."
          : bank.data === undefined
            ? "Counting the bank's questions…"
            : `The bank has ${bank.data} question${bank.data === 1 ? "" : "s"} for this rule${short ? `: fewer than the ${want} asked for` : ""}.`}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-draw`}
            className="accent-brand-700 size-5"
            checked={s?.perAttempt ?? true}
            onChange={() => form.setValue(`sections.${i}.perAttempt`, true, { shouldDirty: true })}
          />
          A new draw for every attempt
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-draw`}
            className="accent-brand-700 size-5"
            checked={!(s?.perAttempt ?? true)}
            onChange={() => form.setValue(`sections.${i}.perAttempt`, false, { shouldDirty: true })}
          />
          One draw for everyone (fixed on save)
        </label>
      </div>
      {!s?.perAttempt && s?.drawn.length ? (
        <p className="text-sm text-slate-700">
          Kept draw: {s.drawn.length} questions. Changing the rule draws again on save.
        </p>
      ) : null}
    </div>
  );
}
