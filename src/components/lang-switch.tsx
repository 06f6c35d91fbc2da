import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { activateLang, LANG_NAMES, t, useLang } from "@/lib/i18n";

/**
 * The header's language switch: a link to this page in the other language (?lang=…, so it
 * works without JavaScript and crawlers find both), which in the app switches in place and
 * remembers the choice (the `lang` cookie).
 */
export function LangSwitch({ className }: { className: string }) {
  const lang = useLang();
  const other = lang === "pa" ? "en" : "pa";
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  params.set("lang", other);

  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    // A ?lang= already in the address would override the new choice on reload: drop it.
    const rest = new URLSearchParams(search);
    if (rest.has("lang")) {
      rest.delete("lang");
      const q = rest.toString();
      void navigate(`${pathname}${q ? `?${q}` : ""}${hash}`, { replace: true });
    }
    void activateLang(other, true);
  }

  return (
    <a href={`${pathname}?${params.toString()}`} hrefLang={other} onClick={onClick} className={className}>
      <span className="sr-only">{t("Language:")} </span>
      <span lang={other} className={other === "pa" ? "lang-name-pa" : undefined}>
        {LANG_NAMES[other]}
      </span>
    </a>
  );
}
