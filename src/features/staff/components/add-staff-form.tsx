import { FormField, inputClass } from "@/components/form-field";
import { AdminForm } from "@/components/form/admin-form";
import { PasswordField } from "@/components/form/password-field";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Button } from "@/components/ui/button";
import type { StaffUser } from "@/types/pocketbase";
import { createStaff } from "../api/create-staff";
import { staffPassword } from "./staff-password";
import { ADD_STAFF_FIELDS, addStaffSchema, type AddStaffValues } from "../staff-schema";

const ROLES: { value: StaffUser["role"]; label: string; note: string }[] = [
  { value: "editor", label: "Editor", note: "Current affairs, quizzes, courses and the inbox." },
  { value: "owner", label: "Owner", note: "Everything, including staff accounts and the site's settings." },
];

/** Adds a staff account; on success hands the new account and its password up, to be shown once. */
export function AddStaffForm({
  onAdded,
  onCancel,
}: {
  onAdded: (staff: StaffUser, password: string) => void;
  onCancel: () => void;
}) {
  const form = useAdminForm<AddStaffValues>(addStaffSchema, {
    name: "",
    email: "",
    role: "editor",
    password: "",
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const staff = await createStaff(values);
      onAdded(staff, values.password);
    } catch (err) {
      setServerErrors(setError, err, ADD_STAFF_FIELDS, "Could not add the staff member.");
    }
  });

  return (
    <AdminForm
      labelledBy="add-staff-heading"
      className="mb-6 max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      busy={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      header={
        <h2 id="add-staff-heading" className="text-lg font-bold text-slate-900">
          Add staff
        </h2>
      }
      footer={
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={isSubmitting} busyLabel="Adding…">
            Add staff member
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      }
    >
      <FormField id="staff-name" label="Name" error={errors.name?.message}>
        <input autoComplete="off" {...register("name")} className={inputClass} />
      </FormField>
      <FormField id="staff-email" label="E-mail" error={errors.email?.message}>
        <input type="email" autoComplete="off" {...register("email")} className={inputClass} />
      </FormField>
      <fieldset aria-describedby={errors.role ? "staff-role-error" : undefined}>
        <legend className="block text-sm font-semibold text-slate-900">Role</legend>
        <div className="mt-1 space-y-2">
          {ROLES.map((r) => (
            <label key={r.value} className="flex items-start gap-2">
              <input type="radio" value={r.value} {...register("role")} className="mt-1" />
              <span>
                <span className="font-medium">{r.label}</span>
                <span className="block text-sm text-slate-600">{r.note}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? (
          <p id="staff-role-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.role.message}
          </p>
        ) : null}
      </fieldset>
      <PasswordField id="staff-password" label="First password" {...staffPassword(form)} />
    </AdminForm>
  );
}
