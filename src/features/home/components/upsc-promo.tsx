import { useId, type ReactNode } from "react";
import { t, msg } from "@/lib/i18n";

const POINTS = [
  msg("Prelims + Mains + Interview guidance in one batch"),
  msg("Classes in Punjabi and English, with printed notes"),
  msg("Weekly answer-writing practice checked by teachers"),
  msg("Daily current affairs and monthly full-length tests"),
];

/** The UPSC coaching promotion with the 'Register Now' card (the form is passed in). */
export function UpscPromo({ form }: { form: ReactNode }) {
  const headingId = useId();
  const cardId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-900 py-10 text-white sm:py-14">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 lg:grid-cols-2">
        <div>
          <p className="text-accent-400 text-sm font-semibold tracking-wider uppercase">{t("New batch")}</p>
          <h2 id={headingId} className="mt-1 text-2xl font-bold sm:text-3xl">
            {t("UPSC Civil Services coaching, close to home")}
          </h2>
          <p className="mt-3 text-white/90">
            {t(
              "Prepare for IAS, IPS and IFS with teachers who know the Punjab student. Small batches, regular tests and personal mentoring, in the classroom or online.",
            )}
          </p>
          <ul className="mt-5 space-y-2">
            {POINTS.map((p) => (
              <li key={p} className="flex gap-2">
                <span aria-hidden="true" className="text-accent-400 font-bold">
                  ✓
                </span>
                {t(p)}
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-labelledby={cardId}
          role="region"
          className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6"
        >
          <h3 id={cardId} className="text-xl font-bold">
            {t("Register Now")}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {t("Leave your number and our counsellor will call you back.")}
          </p>
          <div className="mt-4">{form}</div>
        </div>
      </div>
    </section>
  );
}
