import { FormField } from "@/components/form-field";
import { usePublicForm } from "@/components/form/use-public-form";
import { Button } from "@/components/ui/button";
import type { NewsletterInput } from "@/lib/contact-rules";
import { toast } from "@/lib/toast";
import { subscribe } from "../api/subscribe";
import { t } from "@/lib/i18n";

const EMPTY: NewsletterInput = { email: "" };

export function NewsletterForm() {
  // One field: its error is an alert, so focus stays where the visitor left it.
  const { errors, formError, done, busy, fieldId, bind, onSubmit } = usePublicForm({
    empty: EMPTY,
    schema: () => import("@/lib/contact-rules").then((m) => m.newsletterSchema),
    fallback: t("Could not subscribe. Please try again."),
    focusFirstError: false,
  });
  const okId = `${fieldId("email")}-ok`;
  const error = errors.email || formError;

  async function send({ email }: NewsletterInput) {
    // Double opt-in: the server e-mails a link; its message says to check the inbox.
    const msg = await subscribe(email.trim());
    toast.success(t(msg));
    return t(msg);
  }

  return (
    <form onSubmit={onSubmit(send)} noValidate aria-label={t("Newsletter")} className="space-y-2">
      <FormField
        id={fieldId("email")}
        label={t("Get daily current affairs by e-mail")}
        error={error}
        errorRole="alert"
        describedBy={!error && done ? okId : undefined}
        classes={{
          wrapper: "space-y-2",
          label: "block text-sm font-semibold text-white",
          error: "text-sm text-red-300",
        }}
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t("Your email address")}
              {...bind("email")}
              className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400"
            />
            <Button type="submit" variant="accent" busy={busy} busyLabel={t("Subscribing…")}>
              {t("Subscribe")}
            </Button>
          </div>
        )}
      </FormField>
      {done ? (
        <p id={okId} role="status" className="text-sm text-green-300">
          {done}
        </p>
      ) : null}
    </form>
  );
}
