import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

/** The public forms' outcome line, in a live region so screen readers hear it after Submit. */
export function FormStatus({ error, done }: { error: string; done: string }) {
  return (
    <div aria-live="polite">
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {done ? <p className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">{done}</p> : null}
    </div>
  );
}

interface FooterProps {
  /** The submit button's words ("Send message"); it says "Sending…" while the request runs. */
  label: string;
  busy: boolean;
  error: string;
  done: string;
  /** Width of the button (full on phones, for instance). */
  buttonClassName: string;
}

/** A public form's last lines: its submit button and the outcome below it. */
export function FormFooter({ label, busy, error, done, buttonClassName }: FooterProps) {
  return (
    <>
      <Button type="submit" size="lg" busy={busy} busyLabel={t("Sending…")} className={buttonClassName}>
        {label}
      </Button>
      <FormStatus error={error} done={done} />
    </>
  );
}
