import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * A password shown once (after adding staff or resetting a password), with a Copy button. It is
 * not stored anywhere: once this box is closed, nobody can see it again.
 */
export function PasswordOnce({
  who,
  password,
  onDone,
}: {
  who: string;
  password: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<"" | "yes" | "no">("");
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }

  return (
    <section
      aria-labelledby="password-once-heading"
      className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950"
    >
      <h2 id="password-once-heading" ref={heading} tabIndex={-1} className="font-bold">
        Password for {who}
      </h2>
      <p className="mt-1 text-sm">
        Shown only this once. Give it to them in person or by phone; they can change it under Your account.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          aria-label="Password"
          className="rounded-md border border-green-300 bg-white px-3 py-2 font-mono text-lg break-all select-all"
        >
          {password}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {copied === "yes"
          ? "Copied."
          : copied === "no"
            ? "Could not copy: select the password and copy it by hand."
            : ""}
      </p>
    </section>
  );
}
