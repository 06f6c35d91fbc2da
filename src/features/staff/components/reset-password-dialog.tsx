import * as Dialog from "@radix-ui/react-dialog";
import { AdminForm } from "@/components/form/admin-form";
import { PasswordField } from "@/components/form/password-field";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Button } from "@/components/ui/button";
import type { StaffUser } from "@/types/pocketbase";
import { resetStaffPassword } from "../api/reset-staff-password";
import { staffPassword } from "./staff-password";
import { resetPasswordSchema, type ResetPasswordValues } from "../staff-schema";

/** An owner sets a new password for another staff member (typed or generated). */
export function ResetPasswordDialog({
  staff,
  onDone,
  onClose,
}: {
  staff: StaffUser | null;
  onDone: (staff: StaffUser, password: string) => void;
  onClose: () => void;
}) {
  const form = useAdminForm<ResetPasswordValues>(resetPasswordSchema, { password: "" });
  const { handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const who = staff ? staff.name || staff.email : "";

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!staff) return;
    try {
      await resetStaffPassword(staff.id, password);
      reset();
      onDone(staff, password);
    } catch (err) {
      setServerErrors(setError, err, ["password"], "Could not set the new password.");
    }
  });

  return (
    <Dialog.Root
      open={!!staff}
      onOpenChange={(o) => {
        if (o || isSubmitting) return;
        reset();
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-3 top-[15%] z-50 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">Reset password</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Set a new password for {who}. They are signed out everywhere and sign in with the new one.
          </Dialog.Description>
          <AdminForm
            fieldsClassName="min-w-0"
            busy={isSubmitting}
            error={errors.root?.server?.message}
            onSubmit={onSubmit}
            footer={
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={isSubmitting}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
                  Set password
                </Button>
              </div>
            }
          >
            <PasswordField id="reset-password" label="New password" {...staffPassword(form)} />
          </AdminForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
