import { useRef, useState } from "react";
import { errorMessage, fieldErrors } from "@/lib/pocketbase";

type Errors = Record<string, string | undefined>;

/**
 * The submit state shared by the public forms: one request at a time (a double click cannot
 * send twice), server field errors mapped onto the fields, everything else as one message.
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
      // Only fields the form shows can carry a message; anything else goes in the form message.
      const all = fieldErrors(err);
      const fields = Object.fromEntries(Object.entries(all).filter(([k]) => fieldNames.includes(k)));
      setErrors(fields);
      setFormError(
        Object.keys(fields).length === Object.keys(all).length && Object.keys(all).length
          ? "Please correct the fields marked above."
          : errorMessage(err, fallback),
      );
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
