import type { ReactNode } from "react";

/** A simple page frame: heading, optional intro and content. */
export function PageSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-2 text-lg text-slate-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </main>
  );
}
