import * as Dialog from "@radix-ui/react-dialog";
import { buttonClass } from "@/components/ui/button";
import type { CATag } from "@/types/pocketbase";
import { ManageTagRow } from "./manage-tag-row";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tags: readonly CATag[];
  onChanged: () => void;
  onDeleted: (id: string) => void;
}

/** Rename (on blur or Enter) and delete (after confirmation) every tag. */
export function ManageTagsDialog({ open, onOpenChange, tags, onChanged, onDeleted }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col rounded-2xl bg-white shadow-xl sm:top-12 sm:bottom-auto sm:max-h-[85vh]">
          <div className="border-b border-slate-200 p-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">Manage tags</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              Edit a name (or its Punjabi name) and press Enter or leave the field to save it. Deleting a tag
              removes it from every article.
            </Dialog.Description>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            {tags.length === 0 ? (
              <p className="text-slate-700">No tags yet.</p>
            ) : (
              <ul className="space-y-2">
                {tags.map((t) => (
                  <ManageTagRow
                    key={`${t.id}:${t.name}:${t.namePa}`}
                    tag={t}
                    tags={tags}
                    onChanged={onChanged}
                    onDeleted={onDeleted}
                  />
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-200 p-4 text-right">
            <Dialog.Close className={buttonClass("primary")}>Done</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
