import { errorMessage } from "@/lib/pocketbase";

/** An error message with a retry button, for a failed load. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{errorMessage(error, fallback)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
      >
        Try again
      </button>
    </div>
  );
}
