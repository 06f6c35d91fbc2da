import { useId } from "react";
import type { Testimonial } from "@/types/pocketbase";
import { t, useLang, localized } from "@/lib/i18n";

export function Testimonials({ items }: { items: Testimonial[] }) {
  const headingId = useId();
  const lang = useLang();
  if (!items.length) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h2 id={headingId} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t("Testimonials")}
      </h2>
      <p className="mt-2 text-center text-slate-700">{t("What our students have to say about us")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={`${t.name}-${t.course}`}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <blockquote className="flex-1 text-slate-800">
                <p>
                  <span aria-hidden="true" className="text-brand-700 mr-1 text-2xl leading-none font-bold">
                    “
                  </span>
                  {localized(t, "testimonial", lang)}
                </p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="bg-brand-100 text-brand-800 grid size-10 shrink-0 place-items-center rounded-full font-bold"
                >
                  {t.name.trim().charAt(0).toUpperCase()}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{localized(t, "course", lang)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
