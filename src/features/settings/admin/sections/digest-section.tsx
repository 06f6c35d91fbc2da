import { useId } from "react";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import { LoadError } from "@/components/ui/alert";
import { istShortLabel } from "@/lib/publish-at";
import type { Settings } from "@/types/pocketbase";
import { useNewsletterStatus } from "../api/newsletter-status";
import { SectionCard } from "../components/section-card";
import { useSectionForm } from "../use-section-form";

const schema = v.object({
  digestTime: v.pipe(v.string(), v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Choose a time, like 07:00.")),
});
type Values = v.InferOutput<typeof schema>;
const toValues = (r: Settings): Values => ({ digestTime: r.digestTime || "07:00" });

const RUN_WORDS: Record<string, string> = {
  done: "sent",
  sending: "sending",
  nothing: "nothing new that day: no e-mail sent",
  failed: "failed (it is tried again every few minutes)",
};

/** What the mail side is doing: e-mail on/off, subscribers, the last run (GET /api/newsletter/status). */
function DigestStatus() {
  const { data, error, isLoading, mutate } = useNewsletterStatus();
  if (isLoading) return <p>Loading the newsletter status…</p>;
  if (error || !data)
    return (
      <LoadError
        error={error}
        fallback="Could not load the newsletter status."
        onRetry={() => void mutate()}
      />
    );
  return (
    <>
      {data.emailOn ? (
        <p className="rounded-md bg-green-50 p-3 text-green-900">
          <strong>E-mail is on</strong> (sent through {data.smtpHost}, from {data.mailFrom}).
        </p>
      ) : (
        <p className="rounded-md bg-amber-50 p-3 text-amber-950">
          <strong>E-mail is off:</strong> set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM)
          on the server and restart it. Until then nothing is sent: sign-up confirmations and digests are kept
          in the Outbox (admin → Outbox, owners).
        </p>
      )}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Confirmed subscribers</dt>
          <dd className="text-2xl font-bold">{data.confirmed}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Waiting for confirmation</dt>
          <dd className="text-2xl font-bold">{data.pending}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Unsubscribed</dt>
          <dd className="text-2xl font-bold">{data.unsubscribed}</dd>
        </div>
      </dl>
      <p className="text-slate-700">
        {data.lastRun ? (
          <>
            Last digest: {data.lastRun.day}, {RUN_WORDS[data.lastRun.status] ?? data.lastRun.status}
            {data.lastRun.status !== "nothing"
              ? ` — ${data.lastRun.items} item(s), ${data.lastRun.sent} e-mail(s) sent`
              : ""}
            {data.lastRun.at ? ` (last tried ${istShortLabel(data.lastRun.at)})` : ""}.
            {data.lastRun.error ? (
              <span className="block text-red-700">Error: {data.lastRun.error}</span>
            ) : null}
          </>
        ) : (
          "No digest has been sent yet."
        )}
      </p>
    </>
  );
}

/** The daily digest e-mail: its time (saved like every section, with the concurrency check) and status. */
export function DigestSection() {
  const id = useId();
  const { form, card } = useSectionForm<Values>({
    name: "digest",
    title: "Daily digest e-mail",
    schema,
    toValues,
    toBody: (values) => ({ digestTime: values.digestTime }),
    serverFields: ["digestTime"],
  });
  const { register, formState } = form;
  return (
    <SectionCard
      {...card}
      intro="Confirmed subscribers get one e-mail a day listing that day's articles and quizzes; nothing is sent on a day with nothing new."
    >
      <div className="space-y-4">
        <FormField
          id={`${id}-time`}
          label="Send the daily e-mail at (India time)"
          error={formState.errors.digestTime?.message}
        >
          <input type="time" step={60} className={`${inputClass} w-40`} {...register("digestTime")} />
        </FormField>
        <DigestStatus />
      </div>
    </SectionCard>
  );
}
