import { useState, type FormEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { FormField } from "@/components/form-field";
import { ClientResponseError, errorMessage } from "@/lib/pocketbase";
import { usePageTitle } from "@/lib/use-page-title";
import { hasSession, login } from "../api/session";
import { redirectTarget } from "../redirect-target";

const INVALID = "Invalid email or password. Please try again.";
const loginLook = { label: "font-medium text-slate-800", error: "mt-1 text-sm text-red-700" };

export function AdminLoginPage() {
  usePageTitle("Admin Login");
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  if (hasSession() && !busy) return <Navigate to={redirectTarget(location.state)} replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      email: email.trim() ? undefined : "Enter your email.",
      password: password ? undefined : "Enter your password.",
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      await login(email, password);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (err) {
      // A wrong e-mail or password is a 400; anything else (offline, rate limit) says what happened.
      const wrong = err instanceof ClientResponseError && err.status === 400;
      setErrors({ form: wrong ? INVALID : errorMessage(err, INVALID) });
      setBusy(false);
    }
  }

  const field = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base";
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-600">For institute staff only.</p>
        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          {errors.form ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {errors.form}
            </p>
          ) : null}
          <FormField id="login-email" label="Email" error={errors.email} classes={loginLook}>
            <input
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={field}
            />
          </FormField>
          <FormField id="login-password" label="Password" error={errors.password} classes={loginLook}>
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={field}
            />
          </FormField>
          <button
            type="submit"
            disabled={busy}
            className="bg-brand-700 hover:bg-brand-800 w-full rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60"
          >
            {busy ? "Logging in…" : "Login"}
          </button>
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
