import type { ReactNode } from "react";
import { errorMessage } from "@/lib/pocketbase";
import { Button } from "./button";
import { t } from "@/lib/i18n";

type Tone = "error" | "success" | "info";

const TONES: Record<Tone, string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-green-200 bg-green-50 text-green-800",
  info: "border-slate-200 bg-white text-slate-800",
};

interface Props {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  className?: string;
}

/** A boxed message. Errors are announced at once (role="alert"); the others politely. */
export function Alert({ tone = "error", title, children, onRetry, className = "" }: Props) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border p-4 ${TONES[tone]} ${className}`.trim()}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children}
      {onRetry ? (
        <Button
          variant={tone === "error" ? "danger" : "secondary"}
          size="sm"
          className="mt-3"
          onClick={onRetry}
        >
          {t("Try again")}
        </Button>
      ) : null}
    </div>
  );
}

/** A failed load: the error in plain words (or `fallback`) and a Try again button. */
export function LoadError({
  error,
  fallback,
  onRetry,
  className,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <Alert onRetry={onRetry} className={className}>
      <p>{errorMessage(error, fallback)}</p>
    </Alert>
  );
}
