import * as Dialog from "@radix-ui/react-dialog";

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  /** The cancel button's words (public pages pass them translated). */
  cancelLabel?: string;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** "danger" (red) for what cannot be undone, e.g. a delete; "primary" for a step such as submitting a test. */
  tone?: "danger" | "primary";
}

/** A small modal confirmation (focus trapped, Escape cancels, locked while busy). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel = "Please wait…",
  cancelLabel = "Cancel",
  busy,
  error,
  onConfirm,
  onOpenChange,
  tone = "danger",
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/4 z-50 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 wrap-anywhere text-slate-700">{message}</Dialog.Description>
          {error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close
              disabled={busy}
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
            >
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={`rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60 ${
                tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"
              }`}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
