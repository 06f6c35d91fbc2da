import { useEffect, useRef, useState } from "react";
import { t } from "@/lib/i18n";

/** Seconds left until `deadline` (epoch ms), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "4:05" or "1:02:03". */
export function formatClock(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** The screen-reader announcement due when the clock passes 5 and 1 minutes left, or null. */
export function warningFor(previous: number, now: number): string | null {
  if (previous > 60 && now <= 60 && now > 0) return t("1 minute left.");
  if (previous > 300 && now <= 300 && now > 60) return t("5 minutes left.");
  return null;
}

/**
 * A countdown to an absolute deadline. It re-reads the clock on every tick and when the page is
 * shown again, so a phone that was locked (timers paused) shows the right time at once; at zero
 * it calls `onExpire` once.
 */
export function useCountdown(deadline: number | null, onExpire: () => void) {
  const [left, setLeft] = useState(() => (deadline === null ? null : secondsLeft(deadline, Date.now())));
  const [announcement, setAnnouncement] = useState("");
  const expire = useRef(onExpire);
  const fired = useRef(false);
  const lastLeft = useRef(left);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const now = secondsLeft(deadline, Date.now());
      const warning = lastLeft.current === null ? null : warningFor(lastLeft.current, now);
      if (warning) setAnnouncement(warning);
      lastLeft.current = now;
      setLeft(now);
      if (now === 0 && !fired.current) {
        fired.current = true;
        expire.current();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [deadline]);

  return { left, announcement };
}
