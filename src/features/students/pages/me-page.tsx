import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { FormField, inputClass } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import type { Student } from "@/types/pocketbase";
import {
  deleteMyAccount,
  downloadMyData,
  refreshStudent,
  saveProfile,
  studentErrors,
  type ProfileInput,
  type StudentField,
} from "../api/student-api";
import { ProfileFields } from "../components/profile-fields";
import { signOutStudent, useStudent } from "../session";

type Errors = Partial<Record<StudentField, string>>;
const noSubscription = () => () => undefined;

function valuesOf(s: Student): ProfileInput {
  return {
    name: s.name,
    exam: s.exam,
    displayName: s.displayName,
    showOnLeaderboard: s.showOnLeaderboard,
  };
}

/** The profile form of the signed-in student. */
function ProfileForm({ student }: { student: Student }) {
  const [values, setValues] = useState<ProfileInput>(() => valuesOf(student));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const set = <K extends keyof ProfileInput>(k: K, v: ProfileInput[K]) => {
    setValues((s) => ({ ...s, [k]: v }));
    if (errors[k as StudentField]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busyRef.current) return;
    const local: Errors = {};
    if (!values.name.trim()) local.name = t("Please enter your name.");
    if (/[<>]/.test(values.displayName))
      local.displayName = t("Display name cannot contain < or > (no HTML).");
    else if (Array.from(values.displayName.trim()).length > 40)
      local.displayName = t("Display name can be at most 40 characters.");
    setErrors(local);
    setFormError("");
    if (Object.keys(local).length) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await saveProfile(student.id, values);
      toast.success(t("Saved."));
    } catch (err) {
      const r = studentErrors(err, ["name", "exam", "displayName"], t("Could not save. Please try again."));
      setErrors(r.fields);
      setFormError(r.message);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="space-y-4" aria-labelledby="me-profile">
      <h2 id="me-profile" className="text-lg font-bold text-slate-900">
        {t("Your profile")}
      </h2>
      <ProfileFields
        idPrefix="me"
        name={values.name}
        exam={values.exam}
        errors={errors}
        onName={(value) => set("name", value)}
        onExam={(value) => set("exam", value)}
      />
      <FormField
        id="me-display"
        label={t("Name on leaderboards")}
        optional
        error={errors.displayName}
        hint={t("Up to 40 characters. Leave empty to use your first name.")}
      >
        <input
          type="text"
          maxLength={60}
          value={values.displayName}
          onChange={(e) => set("displayName", e.target.value)}
          className={inputClass}
        />
      </FormField>
      <label className="flex items-start gap-3 text-slate-900">
        <input
          type="checkbox"
          checked={values.showOnLeaderboard}
          onChange={(e) => set("showOnLeaderboard", e.target.checked)}
          className="mt-1 size-5 shrink-0"
        />
        <span>{t("Show my name on leaderboards (otherwise you appear as “A student”)")}</span>
      </label>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={t("Saving…")}>
        {t("Save")}
      </Button>
    </form>
  );
}

/**
 * /me: the signed-in student's profile, sign out, their data as JSON, and deleting the account.
 * The server renders the loading line only (nothing personal); the session is read after
 * hydration.
 */
export function MePage() {
  const student = useStudent();
  const navigate = useNavigate();
  // False on the server and during hydration (the server's HTML says "Loading…"), true after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [fresh, setFresh] = useState<Student | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState("");
  const id = student?.id;

  // The record as the server has it now (another device may have changed it; a deleted account
  // ends the session here).
  useEffect(() => {
    if (!id) return;
    let live = true;
    refreshStudent().then(
      (s) => live && setFresh(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (err) {
      toast.error(studentErrors(err, [], t("Could not download your data. Please try again.")).message);
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    if (!id) return;
    setDeleting(true);
    setDeleteError("");
    try {
      await deleteMyAccount(id);
      setConfirmOpen(false);
      toast.success(t("Your account and everything stored about you were deleted."));
      navigate(paths.home, { replace: true });
    } catch (err) {
      setDeleteError(studentErrors(err, [], t("Could not delete the account. Please try again.")).message);
    } finally {
      setDeleting(false);
    }
  }

  const shown = fresh && fresh.id === id ? fresh : student;

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <PageMeta title={t("My account")} />
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t("My account")}</h1>
      {!hydrated ? (
        <p aria-live="polite">{t("Loading…")}</p>
      ) : !shown ? (
        <div className="space-y-3">
          <p className="text-slate-700">{t("You are not signed in.")}</p>
          <Link
            to={`${paths.signIn}?next=${encodeURIComponent(paths.me)}`}
            className="text-brand-800 font-semibold underline"
          >
            {t("Sign in with a code")}
          </Link>
        </div>
      ) : (
        <div className="space-y-8">
          <p className="wrap-anywhere text-slate-700">
            {t("Signed in as {name}.", { name: shown.email || shown.phone })}
          </p>
          <ProfileForm key={`${shown.id}-${shown.updated}`} student={shown} />
          <div className="space-y-3 border-t border-slate-200 pt-6">
            <h2 className="text-lg font-bold text-slate-900">{t("Your data")}</h2>
            <p className="text-slate-700">
              {t("Everything we store about you (profile, quiz attempts and more), as a JSON file.")}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                onClick={() => void download()}
                busy={downloading}
                busyLabel={t("Preparing…")}
              >
                {t("Download my data")}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  signOutStudent();
                  navigate(paths.home);
                }}
              >
                {t("Sign out")}
              </Button>
            </div>
          </div>
          <div className="space-y-3 border-t border-slate-200 pt-6">
            <h2 className="text-lg font-bold text-slate-900">{t("Delete my account")}</h2>
            <p className="text-slate-700">
              {t(
                "Deletes your account, your quiz attempts and your places on leaderboards. This cannot be undone.",
              )}
            </p>
            <Button variant="danger" onClick={() => setConfirmOpen(true)}>
              {t("Delete my account")}
            </Button>
          </div>
          <ConfirmDialog
            open={confirmOpen}
            title={t("Delete your account?")}
            message={t("Your account, quiz attempts and leaderboard places will be deleted for good.")}
            confirmLabel={t("Yes, delete everything")}
            busyLabel={t("Deleting…")}
            cancelLabel={t("Cancel")}
            busy={deleting}
            error={deleteError}
            onConfirm={() => void remove()}
            onOpenChange={setConfirmOpen}
          />
        </div>
      )}
    </main>
  );
}
