import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { FormField, inputClass } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n";
import { normaliseIndianMobile } from "@/lib/indian-mobile";
import {
  requestCode,
  saveProfile,
  signInOptions,
  signInWithCode,
  studentErrors,
  type StudentField,
} from "../api/student-api";
import { ProfileFields } from "../components/profile-fields";
import { useStudent } from "../session";

type Step = "address" | "code" | "profile";
type Errors = Partial<Record<StudentField, string>>;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only a path on this site (never //host or a URL): where to go after signing in. */
function nextPath(raw: string | null): string {
  return raw && /^\/(?!\/)[^\s\\]*$/.test(raw) ? raw : paths.me;
}

/**
 * /signin: e-mail (or phone, when the site sends SMS) → a 6-digit code → on the first sign-in a
 * name and the exam. No password. Nothing personal is rendered on the server: the page starts at
 * the first step and reads the session after hydration.
 */
export function SignInPage() {
  const student = useStudent();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = nextPath(params.get("next"));

  const [phoneOn, setPhoneOn] = useState(false);
  const [by, setBy] = useState<"email" | "phone">("email");
  const [address, setAddress] = useState("");
  const [otpId, setOtpId] = useState("");
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [exam, setExam] = useState("");
  const [step, setStep] = useState<Step>("address");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [note, setNote] = useState("");
  const busyRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    signInOptions().then(
      (o) => live && setPhoneOn(o.phone),
      () => live && setPhoneOn(false),
    );
    return () => {
      live = false;
    };
  }, []);

  // Each new step is announced by moving focus to its heading.
  useEffect(() => {
    if (step !== "address") headingRef.current?.focus();
  }, [step]);

  async function run(work: () => Promise<void>, fields: readonly StudentField[], fallback: string) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFormError("");
    try {
      await work();
    } catch (err) {
      const e = studentErrors(err, fields, fallback);
      setErrors(e.fields);
      setFormError(e.message);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function sendCode(e?: FormEvent) {
    e?.preventDefault();
    const value = address.trim();
    if (by === "email" && !EMAIL_RE.test(value)) {
      setErrors({ email: t("Please enter a valid e-mail address, like name@gmail.com.") });
      return;
    }
    if (by === "phone" && !normaliseIndianMobile(value)) {
      setErrors({ phone: t("Please enter a 10-digit Indian mobile number, like 98765 43210.") });
      return;
    }
    setErrors({});
    void run(
      async () => {
        const id = await requestCode(by === "email" ? { email: value } : { phone: value });
        setOtpId(id);
        setCode("");
        setNote(
          by === "email"
            ? t("We sent a 6-digit code to {address}. It works once, for 10 minutes.", { address: value })
            : t("We sent a 6-digit code by SMS to {address}. It works once, for 10 minutes.", {
                address: value,
              }),
        );
        setStep("code");
      },
      [by],
      t("Could not send the code. Please try again."),
    );
  }

  function checkCode(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ""))) {
      setErrors({ code: t("Enter the 6 digits from the message.") });
      return;
    }
    setErrors({});
    void run(
      async () => {
        const me = await signInWithCode(otpId, code);
        if (!me.name) {
          setStep("profile");
          return;
        }
        navigate(next, { replace: true });
      },
      ["code"],
      t("Could not sign you in. Please try again."),
    );
  }

  function saveFirstProfile(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t("Please enter your name.") });
      return;
    }
    setErrors({});
    const id = student?.id;
    if (!id) return;
    void run(
      async () => {
        await saveProfile(id, { name: name.trim(), exam });
        navigate(next, { replace: true });
      },
      ["name", "exam"],
      t("Could not save. Please try again."),
    );
  }

  const formErrorLine = formError ? (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {formError}
    </p>
  ) : null;

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <PageMeta title={t("Sign in")} description={t("Sign in with a one-time code: no password needed.")} />
      {student && step === "address" ? (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold text-slate-900">{t("You are signed in")}</h1>
          <p className="text-slate-700">
            {t("Signed in as {name}.", { name: student.name || student.email || student.phone })}
          </p>
          <Link to={paths.me} className="text-brand-800 font-semibold underline">
            {t("Go to my account")}
          </Link>
        </div>
      ) : step === "address" ? (
        <form onSubmit={sendCode} noValidate className="space-y-4" aria-labelledby="signin-title">
          <h1 id="signin-title" className="text-2xl font-bold text-slate-900">
            {t("Sign in")}
          </h1>
          <p className="text-slate-700">
            {t(
              "No password: we send you a 6-digit code. Signing in keeps your quiz results on every device and puts you on the leaderboards.",
            )}
          </p>
          {phoneOn ? (
            <fieldset className="flex gap-4">
              <legend className="sr-only">{t("Sign in with")}</legend>
              {(["email", "phone"] as const).map((k) => (
                <label key={k} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <input
                    type="radio"
                    name="signin-by"
                    checked={by === k}
                    onChange={() => {
                      setBy(k);
                      setAddress("");
                      setErrors({});
                    }}
                    className="size-4"
                  />
                  {k === "email" ? t("E-mail") : t("Mobile number (SMS)")}
                </label>
              ))}
            </fieldset>
          ) : null}
          <FormField
            id={`signin-${by}`}
            label={by === "email" ? t("Your e-mail address") : t("Your mobile number")}
            error={errors[by]}
            hint={
              by === "phone"
                ? t("10 digits, +91 optional")
                : phoneOn
                  ? undefined
                  : t(
                      "Sign-in by mobile number (SMS) is not available on this site yet: please use your e-mail.",
                    )
            }
          >
            <input
              type={by === "email" ? "email" : "tel"}
              inputMode={by === "email" ? "email" : "tel"}
              autoComplete={by === "email" ? "email" : "tel"}
              value={address}
              onChange={(e) => {
                setAddress(e.target.value);
                if (errors[by]) setErrors({});
              }}
              className={inputClass}
            />
          </FormField>
          {formErrorLine}
          <Button type="submit" busy={busy} busyLabel={t("Sending…")} className="w-full">
            {t("Send me a code")}
          </Button>
        </form>
      ) : step === "code" ? (
        <form onSubmit={checkCode} noValidate className="space-y-4">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            {t("Enter your code")}
          </h1>
          <p role="status" className="text-slate-700">
            {note}
          </p>
          <FormField id="signin-code" label={t("6-digit code")} error={errors.code}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                if (errors.code) setErrors({});
              }}
              className={`${inputClass} text-center text-2xl tracking-[0.4em]`}
            />
          </FormField>
          {formErrorLine}
          <Button type="submit" busy={busy} busyLabel={t("Checking…")} className="w-full">
            {t("Sign in")}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <Button variant="link" onClick={() => sendCode()} disabled={busy}>
              {t("Send a new code")}
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setStep("address");
                setFormError("");
                setErrors({});
              }}
              disabled={busy}
            >
              {by === "email" ? t("Use another e-mail address") : t("Use another number")}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={saveFirstProfile} noValidate className="space-y-4">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            {t("Welcome! Tell us your name")}
          </h1>
          <ProfileFields
            idPrefix="signin"
            name={name}
            exam={exam}
            errors={errors}
            onName={(value) => {
              setName(value);
              if (errors.name) setErrors({});
            }}
            onExam={setExam}
          />
          {formErrorLine}
          <Button type="submit" busy={busy} busyLabel={t("Saving…")} className="w-full">
            {t("Continue")}
          </Button>
        </form>
      )}
    </main>
  );
}
