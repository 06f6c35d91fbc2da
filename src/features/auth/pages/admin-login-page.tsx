import type { ComponentProps } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import * as v from "valibot";
import { FormField } from "@/components/form-field";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { PageMeta } from "@/components/page-meta";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ClientResponseError } from "@/lib/pocketbase";
import { hasSession, login } from "../api/session";
import { redirectTarget } from "../redirect-target";

const INVALID = "Invalid email or password. Please try again.";

/**
 * The server's own answer when this account is locked after failed sign-ins (pb_hooks/sign-in.pb.js)
 * says how long to wait, which the shared 429 message (any rate limit) cannot.
 */
function lockoutMessage(err: unknown): string | null {
  if (!(err instanceof ClientResponseError) || err.status !== 429) return null;
  return /failed sign-ins/i.test(err.message) ? err.message : null;
}
const loginLook = { label: "font-medium text-slate-800", error: "mt-1 text-sm text-red-700" };

/** One of the two login boxes (id "login-<name>"), with its label and error below it. */
function LoginInput({
  label,
  error,
  ...input
}: ComponentProps<"input"> & { name: string; label: string; error: string | undefined }) {
  return (
    <FormField id={`login-${input.name}`} label={label} error={error} classes={loginLook}>
      <input
        required
        {...input}
        className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base"
      />
    </FormField>
  );
}

const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty("Enter your email.")),
  password: v.pipe(v.string(), v.nonEmpty("Enter your password.")),
});
type LoginValues = v.InferOutput<typeof loginSchema>;

export function AdminLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAdminForm(loginSchema, { email: "", password: "" }, { shouldFocusError: false });

  if (hasSession() && !isSubmitting) return <Navigate to={redirectTarget(location.state)} replace />;

  async function onSubmit({ email, password }: LoginValues) {
    try {
      await login(email, password);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (err) {
      // A wrong e-mail or password is a 400; anything else (offline, rate limit, a locked account)
      // says what happened.
      const locked = lockoutMessage(err);
      if (err instanceof ClientResponseError && err.status === 400)
        setError("root.server", { type: "server", message: INVALID });
      else if (locked) setError("root.server", { type: "server", message: locked });
      else setServerErrors(setError, err, ["password"], INVALID);
    }
  }

  const formError = errors.root?.server?.message;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <PageMeta title="Admin Login" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-600">For institute staff only.</p>
        <form className="mt-6 space-y-4" onSubmit={handleSubmit(onSubmit)} noValidate>
          {formError ? <Alert className="text-sm font-medium">{formError}</Alert> : null}
          <LoginInput
            label="Email"
            error={errors.email?.message}
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            {...register("email")}
          />
          <LoginInput
            label="Password"
            error={errors.password?.message}
            type="password"
            autoComplete="current-password"
            {...register("password")}
          />
          <Button type="submit" size="lg" busy={isSubmitting} busyLabel="Logging in…" className="w-full">
            Login
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-brand-800 underline">
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
