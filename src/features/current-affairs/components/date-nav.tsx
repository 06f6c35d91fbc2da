import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";

export interface DateNavLink {
  to: string;
  label: string;
  /** Read out in full, e.g. "Previous day, 23 November 2026". */
  ariaLabel?: string;
}

/** Previous / up / next links of the by-date pages; hidden in print. */
export function DateNav({
  label,
  previous,
  up,
  next,
}: {
  label: string;
  previous?: DateNavLink | null;
  up?: DateNavLink | null;
  next?: DateNavLink | null;
}) {
  const link = (l: DateNavLink, rel?: "prev" | "next") => (
    <Link to={l.to} rel={rel} aria-label={l.ariaLabel} className={buttonClass("secondary", "sm", "min-h-11")}>
      {l.label}
    </Link>
  );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 print:hidden">
      <div>{previous ? link(previous, "prev") : null}</div>
      <div>{up ? link(up) : null}</div>
      <div>{next ? link(next, "next") : null}</div>
    </nav>
  );
}
