import * as Dialog from "@radix-ui/react-dialog";
import { FormServerError } from "@/components/form/form-server-error";
import { PasswordField } from "@/components/form/password-field";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Button } from "@/components/ui/button";
import type { StaffUser } from "@/types/pocketbase";
import { resetStaffPassword } from "../api/reset-staff-password";
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
  const { register, handleSubmit, setError, setValue, reset, formState } = useAdminForm<ResetPasswordValues>(
    resetPasswordSchema,
    { password: "" },
  );
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
          <form noValidate className="mt-4 space-y-4" onSubmit={(e) => void onSubmit(e)}>
            <fieldset disabled={isSubmitting} className="min-w-0">
              <PasswordField
                id="reset-password"
                label="New password"
                error={errors.password?.message}
                registration={register("password")}
                onGenerate={(p) => setValue("password", p, { shouldValidate: !!errors.password })}
              />
            </fieldset>
            <FormServerError message={errors.root?.server?.message} />
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
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
