import type { Stat } from "@/types/pocketbase";
import { t, useLang, localized } from "@/lib/i18n";

export function StatsStrip({ stats }: { stats: Stat[] }) {
  const lang = useLang();
  if (!stats.length) return null;
  return (
    <section aria-label={t("Our numbers")} className="mx-auto max-w-7xl px-4">
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <div
            key={s.label}
            className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-md"
          >
            <dt className="text-sm font-semibold text-slate-700">{localized(s, "label", lang)}</dt>
            <dd className="text-brand-800 mt-1 text-3xl font-bold">{s.value}</dd>
            {s.note || s.notePa ? (
              <dd className="mt-1 text-xs text-green-800">{localized(s, "note", lang)}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
