import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** Breadcrumbs (Admin / Quizs / …), the page's <h1> and its actions. */
export function AdminQuizHeader({ title, current, actions, intro }: { title: string; current?: string; actions?: ReactNode; intro?: string }) {
  return (
    <div className="mb-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.admin.root} className="text-brand-800 underline-offset-2 hover:underline">
              Admin
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            {current ? (
              <Link to={paths.admin.quizzes} className="text-brand-800 underline-offset-2 hover:underline">
                Quizs
              </Link>
            ) : (
              <span aria-current="page">Quizs</span>
            )}
          </li>
          {current ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <span aria-current="page">{current}</span>
              </li>
            </>
          ) : null}
        </ol>
      </nav>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
        </div>
        {actions}
      </div>
    </div>
  );
}
