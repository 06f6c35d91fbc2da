import { useState } from "react";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";

interface Row {
  id: string;
  name: string;
  active: boolean;
}

/**
 * A list page's Publish/Unpublish and Delete (with its confirm dialog) for records with a name and
 * `active`: which row is busy, the record asked to be deleted, and the delete's error for the dialog.
 * `noun` names the record in messages ("quiz" → "Could not delete the quiz.", "Quiz deleted").
 */
export function usePublishDelete<T extends Row>(opts: {
  noun: string;
  update: (id: string, body: { active: boolean }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  /** A field whose server message explains a refused publish best (e.g. a test's "sections"). */
  field?: string;
}) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const { noun } = opts;

  async function togglePublished(row: T) {
    setBusyId(row.id);
    try {
      await opts.update(row.id, { active: !row.active });
      toast.success(row.active ? `"${row.name}" is now a draft` : `"${row.name}" is published`);
      await opts.refresh();
    } catch (err) {
      toast.error(errorMessage(err, `Could not change the ${noun}.`, opts.field));
    } finally {
      setBusyId(null);
    }
  }

  /** Opens the confirm dialog for `row` (null closes it). */
  function askDelete(row: T | null) {
    setDeleteError(undefined);
    setToDelete(row);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    setDeleteError(undefined);
    try {
      await opts.remove(toDelete.id);
      toast.success(`${noun[0]!.toUpperCase()}${noun.slice(1)} deleted`);
      setToDelete(null);
      void opts.refresh();
    } catch (err) {
      setDeleteError(errorMessage(err, `Could not delete the ${noun}.`));
    } finally {
      setBusyId(null);
    }
  }

  /** The delete's ConfirmDialog wiring (open, busy, error, confirm, close). */
  const dialog = {
    open: toDelete !== null,
    busy: busyId !== null && busyId === toDelete?.id,
    error: deleteError,
    onConfirm: () => void confirmDelete(),
    onOpenChange: (open: boolean) => !open && askDelete(null),
  };

  return { busyId, toDelete, togglePublished, askDelete, dialog };
}
