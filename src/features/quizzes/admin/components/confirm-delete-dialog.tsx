import * as Dialog from "@radix-ui/react-dialog";

interface Props {
  quizName: string | null;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a quiz is deleted (focus trapped, Escape cancels, disabled while deleting). */
export function ConfirmDeleteDialog({ quizName, busy, error, onConfirm, onClose }: Props) {
  return (
    <Dialog.Root open={quizName !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/4 z-50 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">Delete quiz</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Delete quiz "{quizName}" and all its questions? This cannot be undone.
          </Dialog.Description>
          {error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close disabled={busy} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold">
              Cancel
            </Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {busy ? "Deleting…" : "Delete"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
