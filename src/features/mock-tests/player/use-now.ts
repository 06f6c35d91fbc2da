import { useEffect, useState } from "react";

/**
 * The device's clock, re-read every second and when the page is shown again (a locked phone's
 * timers were paused, its clock was not), so a countdown is right at once.
 */
export function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 1000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [on]);
  return now;
}
