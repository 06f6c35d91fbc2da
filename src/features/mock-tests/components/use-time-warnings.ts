import { useEffect, useRef, useState } from "react";
import { t } from "@/lib/i18n";

/**
 * What a screen reader hears about time (the clocks themselves are not live regions): 5 and 1
 * minutes left in the section, and which section opened when one ends.
 */
export function useTimeWarnings(current: number, left: number | null, title: string): string {
  const [text, setText] = useState("");
  const last = useRef<{ current: number; left: number | null }>({ current, left });
  useEffect(() => {
    const prev = last.current;
    last.current = { current, left };
    if (prev.current !== current) {
      setText(t("{title} is open now.", { title }));
    } else if (prev.left !== null && left !== null) {
      if (prev.left > 60 && left <= 60 && left > 0) setText(t("1 minute left in this section."));
      else if (prev.left > 300 && left <= 300 && left > 60) setText(t("5 minutes left in this section."));
    }
  }, [current, left, title]);
  return text;
}
