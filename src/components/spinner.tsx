import { t } from "@/lib/i18n";
export function Spinner({ label = t("Loading…"), className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="border-brand-600 size-6 animate-spin rounded-full border-[3px] border-t-transparent"
      />
      <span>{label}</span>
    </div>
  );
}
