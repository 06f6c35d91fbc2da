import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import type { PendingSave } from "../player/mock-state";

/**
 * Where this question's answer stands: on its way, kept by the server, or not saved (retried by
 * itself, and now with the button). Polite: read out when it changes, never stealing focus.
 */
export function SaveStatus({
  pending,
  answered,
  onRetry,
}: {
  pending: PendingSave | undefined;
  /** The server holds an answer to this question (nothing is said of an unanswered one). */
  answered: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="status" className="mt-2 flex min-h-9 flex-wrap items-center gap-2 text-sm">
      {pending?.status === "failed" ? (
        <>
          <span className="font-semibold text-red-800">
            <span aria-hidden="true">⚠ </span>
            {t("Not saved — retrying")}
          </span>
          <Button size="sm" variant="danger" onClick={onRetry}>
            {t("Retry now")}
          </Button>
        </>
      ) : pending?.status === "saving" ? (
        <span className="text-slate-700">{t("Saving…")}</span>
      ) : answered ? (
        <span className="text-green-800">
          <span aria-hidden="true">✓ </span>
          {t("Saved")}
        </span>
      ) : null}
    </div>
  );
}
