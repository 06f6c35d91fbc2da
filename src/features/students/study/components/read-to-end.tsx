import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { istToday } from "@/lib/ist-date";
import { useStudent } from "../../session";
import { reportRead } from "../api/streak";

const STORE = "study-read";

/** The articles already reported today (one entry: the day and its article ids). */
function reported(day: string): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(STORE) ?? "null") as { day?: string; ids?: string[] } | null;
    return v?.day === day && Array.isArray(v.ids) ? v.ids : [];
  } catch {
    return [];
  }
}

/**
 * Put after an article's text: when it scrolls into view, a signed-in student's day counts for
 * their streak ("read to the end"), reported once per article per day. Renders an empty marker.
 */
export function ReadToEnd({ article }: { article: string }) {
  const student = useStudent();
  const ref = useRef<HTMLDivElement>(null);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const el = ref.current;
    if (!student || !el || typeof IntersectionObserver !== "function") return;
    const day = istToday();
    if (reported(day).includes(article)) return;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      reportRead(article).then(
        (streak) => {
          try {
            localStorage.setItem(STORE, JSON.stringify({ day, ids: [...reported(day), article] }));
          } catch {
            // storage full or blocked: the server counts a day once anyway
          }
          void mutate(["studyDays", "streak", student.id], streak, { revalidate: false });
        },
        () => {
          // offline or refused: asked again on the next visit
        },
      );
    });
    io.observe(el);
    return () => io.disconnect();
  }, [student, article, mutate]);
  return <div ref={ref} aria-hidden="true" className="h-px" data-testid="read-to-end" />;
}
