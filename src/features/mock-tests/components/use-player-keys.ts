import { useEffect, useRef } from "react";

/** A key press the player answers, unless the student is typing somewhere or a dialog is open. */
function playerKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return false;
  const el = e.target as HTMLElement | null;
  return !el?.closest?.("[role=dialog], select, textarea, input[type=text], [contenteditable=true]");
}

/** The player's keys: 1–4 (up to the option count) choose an option, N next, P previous. */
export function usePlayerKeys(keys: {
  index: number;
  options: number;
  go: (index: number) => void;
  choose: (option: number) => void;
}) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!playerKey(e)) return;
      const k = latest.current;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= Math.min(9, k.options)) k.choose(n - 1);
      else if (e.key === "n" || e.key === "N") k.go(k.index + 1);
      else if (e.key === "p" || e.key === "P") k.go(k.index - 1);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
