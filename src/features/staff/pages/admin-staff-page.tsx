import { useState } from "react";
import { AdminSectionHeader } from "@/components/admin/admin-page-header";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListStates } from "@/components/ui/list-states";
import { errorMessage } from "@/lib/pocketbase";
import { useRevalidate } from "@/lib/swr";
import { toast } from "@/lib/toast";
import type { StaffUser } from "@/types/pocketbase";
import { deleteStaff } from "../api/delete-staff";
import { useStaff } from "../api/list-staff";
import { setStaffRole } from "../api/set-staff-role";
import { AddStaffForm } from "../components/add-staff-form";
import { PasswordOnce } from "../components/password-once";
import { ResetPasswordDialog } from "../components/reset-password-dialog";
import { StaffRow, type StaffAction } from "../components/staff-row";

interface Pending {
  action: Exclude<StaffAction, "password">;
  staff: StaffUser;
}

function confirmText({ action, staff }: Pending, isMe: boolean) {
  const name = staff.name || staff.email;
  if (action === "remove")
    return {
      title: "Remove staff member",
      message: `Remove ${name} (${staff.email})? They can no longer sign in. This cannot be undone.`,
      label: "Remove",
    };
  if (staff.role === "owner")
    return {
      title: "Make editor",
      message: isMe
        ? "Make yourself an editor? You will no longer be able to manage staff or change the settings."
        : `Make ${name} an editor? They will no longer be able to manage staff or change the settings.`,
      label: "Make editor",
    };
  return {
    title: "Make owner",
    message: `Make ${name} an owner? Owners can add and remove staff and change the site's settings.`,
    label: "Make owner",
  };
}

/** Owners manage staff accounts: add, change role, reset password, remove. */
export function AdminStaffPage({ myId }: { myId: string }) {
  const list = useStaff();
  const revalidate = useRevalidate();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<{ who: string; password: string } | null>(null);
  const [resetFor, setResetFor] = useState<StaffUser | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState("");

  function onAction(action: StaffAction, staff: StaffUser) {
    setShown(null);
    if (action === "password") return setResetFor(staff);
    setActionError("");
    setPending({ action, staff });
  }

  async function confirm() {
    if (!pending) return;
    const { action, staff } = pending;
    setBusy(true);
    setActionError("");
    try {
      if (action === "remove") await deleteStaff(staff.id);
      else await setStaffRole(staff.id, staff.role === "owner" ? "editor" : "owner");
      toast.success(action === "remove" ? "Staff member removed" : "Role changed");
      setPending(null);
      void revalidate("users");
    } catch (err) {
      setActionError(errorMessage(err, "Could not save the change.", "role"));
    } finally {
      setBusy(false);
    }
  }

  const text = pending ? confirmText(pending, pending.staff.id === myId) : null;
  return (
    <>
      <AdminSectionHeader
        title="Staff"
        intro="Who can sign in to this admin. Owners manage staff and settings; editors do everything else."
        actions={
          adding ? null : (
            <Button
              onClick={() => {
                setShown(null);
                setAdding(true);
              }}
            >
              Add staff
            </Button>
          )
        }
      />
      {shown ? (
        <div className="mb-6 max-w-xl">
          <PasswordOnce who={shown.who} password={shown.password} onDone={() => setShown(null)} />
        </div>
      ) : null}
      {adding ? (
        <AddStaffForm
          onCancel={() => setAdding(false)}
          onAdded={(staff, password) => {
            setAdding(false);
            setShown({ who: staff.name || staff.email, password });
            toast.success("Staff member added");
            void revalidate("users");
          }}
        />
      ) : null}
      <ListStates
        result={list}
        loading="Loading staff…"
        failed="Could not load the staff list."
        empty="No staff accounts yet."
      >
        {(items) => (
          <ul
            aria-label="Staff"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          >
            {items.map((s) => (
              <StaffRow key={s.id} staff={s} isMe={s.id === myId} busy={busy} onAction={onAction} />
            ))}
          </ul>
        )}
      </ListStates>
      <ResetPasswordDialog
        staff={resetFor}
        onClose={() => setResetFor(null)}
        onDone={(staff, password) => {
          setResetFor(null);
          setShown({ who: staff.name || staff.email, password });
          toast.success("Password changed");
        }}
      />
      <ConfirmDialog
        open={!!pending}
        title={text?.title ?? ""}
        message={text?.message ?? ""}
        confirmLabel={text?.label ?? ""}
        busy={busy}
        error={actionError}
        onConfirm={() => void confirm()}
        onOpenChange={(o) => !o && setPending(null)}
      />
    </>
  );
}
