import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";

/** An admin form's submit row (quiz editor and import, mock-test builder): a form-level error, Save (disabled while saving) and Cancel. */
export function SaveBar({
  saving,
  error,
  label,
  cancelTo,
}: {
  saving: boolean;
  error?: string;
  label: string;
  cancelTo: string;
}) {
  return (
    <div className="sticky bottom-0 -mx-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      {error ? (
        <p role="alert" className="mb-2 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" busy={saving} busyLabel="Saving…">
          {label}
        </Button>
        <Link to={cancelTo} className={buttonClass("secondary", "lg", "px-5")}>
          Cancel
        </Link>
      </div>
    </div>
  );
}
