import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

interface Props {
  title: string;
  intro?: ReactNode;
  onSubmit: () => void;
  busy: boolean;
  dirty: boolean;
  /** The form-level message (server or conflict). */
  error?: string;
  /** Offer a Reload button next to the error (someone else saved first). */
  conflict?: boolean;
  onReload?: () => void;
  children: ReactNode;
}

/** One settings section: its heading, its own form and Save button, and its outcome. */
export function SectionCard({
  title,
  intro,
  onSubmit,
  busy,
  dirty,
  error,
  conflict,
  onReload,
  children,
}: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="mt-4 space-y-4"
      >
        {children}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" busy={busy} busyLabel="Saving…">
            Save {title.toLowerCase()}
          </Button>
          {dirty ? <span className="text-sm font-medium text-amber-800">Unsaved changes</span> : null}
        </div>
        <div aria-live="polite">
          {error ? (
            <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
              <p>{error}</p>
              {conflict && onReload ? (
                <Button variant="danger" size="sm" className="mt-2" onClick={onReload}>
                  Reload settings
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
