import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { LoadError } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { istShortLabel } from "@/lib/publish-at";
import { toast } from "@/lib/toast";
import { saveDigestTime, useNewsletterStatus, type NewsletterStatus } from "../api/newsletter-status";

const schema = v.object({
  digestTime: v.pipe(v.string(), v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Choose a time, like 07:00.")),
});

const RUN_WORDS: Record<string, string> = {
  done: "sent",
  sending: "sending",
  nothing: "nothing new that day: no e-mail sent",
  failed: "failed (it is tried again every few minutes)",
};

function DigestTimeForm({ status, onSaved }: { status: NewsletterStatus; onSaved: () => void }) {
  const form = useAdminForm(schema, { digestTime: status.digestTime });
  const { register, formState, handleSubmit, setError } = form;
  const submit = handleSubmit(async ({ digestTime }) => {
    try {
      await saveDigestTime(status.settingsId, digestTime);
      toast.success("Digest time saved");
      onSaved();
    } catch (err) {
      setServerErrors(setError, err, ["digestTime"] as const, "Could not save the digest time.");
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
      <fieldset disabled={formState.isSubmitting || !status.settingsId} className="contents">
        <FormField
          id="digest-time"
          label="Send the daily e-mail at (India time)"
          error={formState.errors.digestTime?.message ?? formState.errors.root?.server?.message}
          classes={{ label: "font-medium text-slate-800" }}
        >
          <input type="time" step={60} className={`${inputClass} w-40`} {...register("digestTime")} />
        </FormField>
        <Button type="submit" busy={formState.isSubmitting} busyLabel="Saving…">
          Save time
        </Button>
      </fieldset>
    </form>
  );
}

/** Staff's view of the newsletter: e-mail on/off, the digest time, subscribers, the last run. */
export function DigestSettingsSection() {
  const { data, error, isLoading, mutate } = useNewsletterStatus();
  return (
    <section
      aria-labelledby="digest-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="digest-heading" className="text-xl font-bold text-slate-900">
        Daily digest e-mail
      </h2>
      {isLoading ? <p>Loading…</p> : null}
      {error ? (
        <LoadError
          error={error}
          fallback="Could not load the newsletter status."
          onRetry={() => void mutate()}
        />
      ) : null}
      {data ? (
        <>
          {data.emailOn ? (
            <p className="rounded-md bg-green-50 p-3 text-green-900">
              <strong>E-mail is on</strong> (sent through {data.smtpHost}, from {data.mailFrom}).
            </p>
          ) : (
            <p className="rounded-md bg-amber-50 p-3 text-amber-950">
              <strong>E-mail is off:</strong> set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD,
              MAIL_FROM) on the server and restart it. Until then nobody can sign up and no digest is sent.
            </p>
          )}
          <DigestTimeForm key={data.digestTime} status={data} onSaved={() => void mutate()} />
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
      ) : null}
    </section>
  );
}
