import { FormField, inputClass } from "@/components/form-field";
import { t } from "@/lib/i18n";
import { EXAMS } from "../api/student-api";

interface Props {
  /** Prefix of the controls' ids ("me" → me-name, me-exam). */
  idPrefix: string;
  name: string;
  exam: string;
  errors: { name?: string; exam?: string };
  onName: (value: string) => void;
  onExam: (value: string) => void;
}

/**
 * A student's name and exam, as the first sign-in and the profile page ask for them. An exam no
 * longer in the list (saved before it changed) stays choosable as it is.
 */
export function ProfileFields({ idPrefix, name, exam, errors, onName, onExam }: Props) {
  const exams: readonly string[] = EXAMS;
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t("Your name")} error={errors.name}>
        <input
          type="text"
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(e) => onName(e.target.value)}
          className={inputClass}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-exam`}
        label={t("The exam you are preparing for")}
        optional
        error={errors.exam}
      >
        <select value={exam} onChange={(e) => onExam(e.target.value)} className={inputClass}>
          <option value="">{t("Choose…")}</option>
          {EXAMS.map((x) => (
            <option key={x} value={x}>
              {t(x)}
            </option>
          ))}
          {exam && !exams.includes(exam) ? <option value={exam}>{exam}</option> : null}
        </select>
      </FormField>
    </>
  );
}
