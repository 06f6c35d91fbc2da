import { Link } from "react-router";

/** The form's submit row: a form-level error, Save (disabled while saving) and Cancel. */
export function SaveBar({ saving, error, label, cancelTo }: { saving: boolean; error?: string; label: string; cancelTo: string }) {
  return (
    <div className="sticky bottom-0 -mx-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      {error ? (
        <p role="alert" className="mb-2 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={saving} className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {saving ? "Saving…" : label}
        </button>
        <Link to={cancelTo} className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100">
          Cancel
        </Link>
      </div>
    </div>
  );
}
