import { useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useSettings } from "@/lib/site-settings";
import { telHref } from "@/lib/phone";
import { SkipLink } from "@/components/layouts/skip-link";
import { LangSwitch } from "@/components/lang-switch";
import { t, msg } from "@/lib/i18n";

const NAV = [
  { label: msg("HOME"), to: paths.home, end: true },
  { label: msg("QUIZZES"), to: paths.quizzes },
  { label: msg("ABOUT"), to: paths.about },
  { label: msg("RESULTS"), to: paths.results },
  { label: msg("CURRENT AFFAIRS"), to: paths.currentAffairs },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold tracking-wide whitespace-nowrap lg:px-2 2xl:px-3 ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
  }`;

interface Props {
  /** The account link (the app passes the students' one: "Sign in" or the student's name). */
  account?: ReactNode;
}

export function SiteHeader({ account }: Props) {
  const settings = useSettings();
  const { pathname } = useLocation();
  // The menu is open for one path: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (f: (o: boolean) => boolean) => setOpenAt(f(open) ? pathname : null);

  const items = (
    <>
      {NAV.map((n) => (
        <li key={n.label}>
          <NavLink to={n.to} end={"end" in n} className={linkClass}>
            {t(n.label)}
          </NavLink>
        </li>
      ))}
      <li>
        <a
          href={settings.storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="block rounded-md px-3 py-2 text-sm font-semibold tracking-wide whitespace-nowrap text-slate-800 hover:bg-slate-100 lg:px-2 2xl:px-3"
        >
          {t("COURSES")}
          <span className="sr-only"> {t("(opens the course store in a new tab)")}</span>
        </a>
      </li>
      <li>
        <NavLink to={paths.contact} className={linkClass}>
          {t("CONTACT US")}
        </NavLink>
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <SkipLink />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <Link to={paths.home} className="text-brand-800 flex min-w-0 items-center gap-2 font-bold">
          <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
          {/* Below 640 px (with the Sign in link) and between 1024 and 1279 px (the full menu) the name has
              no room: the logo stands for it. */}
          <span className="truncate text-base max-sm:sr-only sm:text-lg lg:max-xl:sr-only">
            {settings.instituteName}
          </span>
        </Link>
        <nav aria-label={t("Main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">{items}</ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {account}
          <LangSwitch className="rounded-md px-2 py-2 text-sm font-semibold text-slate-800 underline-offset-2 hover:bg-slate-100 hover:underline" />
          {settings.phone ? (
            <a
              href={telHref(settings.phone)}
              className="bg-accent-400 hover:bg-accent-500 flex items-center gap-1 rounded-full px-3 py-2 text-sm font-bold text-slate-900"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
                <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z" />
              </svg>
              <span className="hidden sm:inline">{t("Call now:")} </span>
              <span className="sr-only sm:not-sr-only">{settings.phone}</span>
              <span className="sm:hidden">{t("Call")}</span>
            </a>
          ) : null}
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t("Close") : t("Menu")}
          </button>
        </div>
      </div>
      {open ? (
        <nav id="mobile-nav" aria-label={t("Main")} className="border-t border-slate-200 px-4 pb-3 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">{items}</ul>
        </nav>
      ) : null}
    </header>
  );
}
