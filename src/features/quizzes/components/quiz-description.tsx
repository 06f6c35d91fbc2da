import { useMemo } from "react";
import { sanitizeHtml } from "@/lib/sanitize";

/** A quiz's HTML description, sanitised (no scripts, event handlers or javascript: links). */
export function QuizDescription({ html, className = "" }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html, { profile: "basic" }), [html]);
  if (!clean.trim()) return null;
  return (
    <div
      className={`prose prose-slate max-w-none ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
