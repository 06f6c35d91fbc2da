import { useId, useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { toast } from "@/lib/toast";
import { errorMessage, fieldErrors } from "@/lib/pocketbase";
import { subscribe } from "../api/subscribe";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError("Please enter a valid e-mail address, like name@gmail.com.");
      return;
    }
    setError("");
    setBusy(true);
    try {
      const r = await subscribe(value);
      const msg =
        r === "already"
          ? "You are already subscribed. Thank you!"
          : "Subscribed! Daily updates will reach your inbox.";
      setDone(msg);
      toast.success(msg);
      setEmail("");
    } catch (err) {
      setError(fieldErrors(err).email ?? errorMessage(err, "Could not subscribe. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter" className="space-y-2">
      <FormField
        id={`${id}-email`}
        label="Get daily current affairs by e-mail"
        error={error}
        errorRole="alert"
        describedBy={!error && done ? `${id}-ok` : undefined}
        classes={{
          wrapper: "space-y-2",
          label: "block text-sm font-semibold text-white",
          error: "text-sm text-red-300",
        }}
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="Your email address"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setDone("");
              }}
              className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400"
            />
            <button
              type="submit"
              disabled={busy}
              className="bg-accent-400 hover:bg-accent-500 rounded-lg px-4 py-2 font-semibold text-slate-900 disabled:opacity-60"
            >
              {busy ? "Subscribing…" : "Subscribe"}
            </button>
          </div>
        )}
      </FormField>
      {done ? (
        <p id={`${id}-ok`} role="status" className="text-sm text-green-300">
          {done}
        </p>
      ) : null}
    </form>
  );
}
