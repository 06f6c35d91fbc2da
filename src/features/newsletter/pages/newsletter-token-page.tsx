import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { sendToken, type TokenResult } from "../api/newsletter-token";
import { t } from "@/lib/i18n";

const GOOD = new Set(["confirmed", "unsubscribed", "already"]);

function Outcome({ result }: { result: TokenResult }) {
  return GOOD.has(result.outcome) ? (
    <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
      {t(result.message)}
    </p>
  ) : (
    <Alert title={t(result.message)}>
      <p className="mt-1">
        {t("You can sign up again with the form at the bottom of every page.")}{" "}
        <Link to={paths.home} className="underline">
          {t("Go to the home page")}
        </Link>
      </p>
    </Alert>
  );
}

/** /newsletter/confirm?token=…: confirms at once (the link in the e-mail is the consent). */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [result, setResult] = useState<TokenResult | null>(null);
  useEffect(() => {
    let live = true;
    void sendToken("confirm", token).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <PageMeta title={t("Confirm your subscription")} />
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t("Daily current affairs by e-mail")}</h1>
      {result ? <Outcome result={result} /> : <p aria-live="polite">{t("Confirming…")}</p>}
    </section>
  );
}

/** /newsletter/unsubscribe?token=…: one button (a link scanner's GET must not unsubscribe). */
export function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TokenResult | null>(null);
  async function go() {
    setBusy(true);
    setResult(await sendToken("unsubscribe", token));
    setBusy(false);
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <PageMeta title={t("Unsubscribe")} />
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t("Unsubscribe from the daily e-mail")}</h1>
      {result ? (
        <Outcome result={result} />
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t("You will get no more e-mails from us.")}</p>
          <Button onClick={() => void go()} busy={busy} busyLabel={t("Unsubscribing…")}>
            {t("Unsubscribe")}
          </Button>
        </>
      )}
    </section>
  );
}
