import { useState } from "react";
import { AdminSectionHeader } from "@/components/admin/admin-page-header";
import { AdminForm } from "@/components/form/admin-form";
import { PasswordField } from "@/components/form/password-field";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { PASSWORD_MIN } from "@/lib/passwords";
import { toast } from "@/lib/toast";
import { changeOwnPassword, useCurrentStaff } from "../api/session";
import { ACCOUNT_FIELDS, accountSchema, type AccountValues } from "./account-schema";

const DONE = "Your password is changed. Any other device signed in with this account is now signed out.";

/** Every staff member's own account: who they are, their role, and changing their password. */
export function AccountPage() {
  const me = useCurrentStaff();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useAdminForm<AccountValues>(accountSchema, {
    oldPassword: "",
    password: "",
    passwordConfirm: "",
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ oldPassword, password }) => {
    setDone(false);
    try {
      await changeOwnPassword(oldPassword, password);
      reset();
      setDone(true);
      toast.success("Password changed");
    } catch (err) {
      setServerErrors(setError, err, ACCOUNT_FIELDS, "Could not change your password.");
    }
  });

  return (
    <>
      <AdminSectionHeader title="Your account" />
      {me ? (
        <dl className="mb-8 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <dt className="font-semibold text-slate-700">Name</dt>
          <dd className="min-w-0 break-words">{me.name || "—"}</dd>
          <dt className="font-semibold text-slate-700">E-mail</dt>
          <dd className="min-w-0 break-words">{me.email}</dd>
          <dt className="font-semibold text-slate-700">Role</dt>
          <dd>
            <Badge tone={me.role === "owner" ? "brand" : "neutral"}>
              {me.role === "owner" ? "Owner" : "Editor"}
            </Badge>
          </dd>
        </dl>
      ) : null}
      <section aria-labelledby="password-heading" className="max-w-xl">
        <h2 id="password-heading" className="text-xl font-bold text-slate-900">
          Change your password
        </h2>
        <p className="mt-1 text-slate-600">
          Changing it signs out every other device where this account is signed in. This page stays signed in.
        </p>
        {done ? (
          <Alert tone="success" className="mt-4">
            <p>{DONE}</p>
          </Alert>
        ) : null}
        <AdminForm
          busy={isSubmitting}
          error={errors.root?.server?.message}
          onSubmit={onSubmit}
          footer={
            <Button type="submit" busy={isSubmitting} busyLabel="Changing…">
              Change password
            </Button>
          }
        >
          <PasswordField
            id="account-old"
            label="Current password"
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            registration={register("oldPassword")}
          />
          <PasswordField
            id="account-new"
            label="New password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            error={errors.password?.message}
            registration={register("password")}
          />
          <PasswordField
            id="account-confirm"
            label="New password again"
            error={errors.passwordConfirm?.message}
            registration={register("passwordConfirm")}
          />
        </AdminForm>
      </section>
    </>
  );
}
