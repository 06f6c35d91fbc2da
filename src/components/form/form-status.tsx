/** The public forms' outcome line, in a live region so screen readers hear it after Submit. */
export function FormStatus({ error, done }: { error: string; done: string }) {
  return (
    <div aria-live="polite">
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {done ? <p className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">{done}</p> : null}
    </div>
  );
}
