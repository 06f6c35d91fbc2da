import { t } from "@/lib/i18n";
/** The first stop for keyboard users: jumps past the header to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
    >
      {t("Skip to content")}
    </a>
  );
}
