import { useRef, useState } from "react";
import { toFormErrors } from "@/lib/pocketbase";
import { t } from "@/lib/i18n";

type Errors = Record<string, string | undefined>;

/**
 * The submit state shared by the public forms (contact, Register Now, newsletter): one request at a
 * time (a double click cannot send twice), the client's valibot errors (lib/validation.ts) and the
 * server's field errors on the fields, everything else as one message. Admin forms use
 * react-hook-form instead (use-admin-form.ts), which public pages must not download.
 */
export function useFormSubmit(fallback: string, fieldNames: readonly string[]) {
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [done, setDone] = useState("");

  async function run(clientErrors: Errors, send: () => Promise<string>): Promise<boolean> {
    if (busyRef.current) return false;
    setDone("");
    setFormError("");
    setErrors(clientErrors);
    if (Object.values(clientErrors).some(Boolean)) return false;
    busyRef.current = true;
    setBusy(true);
    try {
      setDone(await send());
      return true;
    } catch (err) {
      const { fields, message } = toFormErrors(err, fieldNames, fallback);
      // The server's words in the page's language where the catalog knows them.
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v && t(v)])));
      setFormError(t(message));
      return false;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /** Clears a field's message as soon as the visitor edits it. */
  function touch(field: string) {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (done) setDone("");
  }

  return { busy, errors, formError, done, run, touch };
}
