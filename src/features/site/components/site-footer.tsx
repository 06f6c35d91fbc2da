import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useSettings } from "@/lib/site-settings";
import { NewsletterForm } from "./newsletter-form";
import { SocialIcon } from "./social-icons";
import { t, msg, useLang, localized } from "@/lib/i18n";

const SOCIAL = ["facebook", "instagram", "youtube", "telegram"] as const;
const SOCIAL_LABEL = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  telegram: "Telegram",
};

const QUICK_LINKS = [
  { label: msg("Home"), to: paths.home },
  { label: msg("Courses"), to: paths.courses },
  { label: msg("About Us"), to: paths.about },
  { label: msg("Contact"), to: paths.contact },
  { label: msg("Admin Login"), to: paths.staffLogin },
];
const APP_STORES = [
  { key: "android", line: msg("Get it on"), store: "Google Play" },
  { key: "ios", line: msg("Download on the"), store: "App Store" },
] as const;

export function SiteFooter() {
  const s = useSettings();
  const lang = useLang();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{s.instituteName}</p>
          <p className="mt-2 text-sm text-slate-300">{localized(s, "tagline", lang)}</p>
          {s.address ? <p className="mt-3 text-sm text-slate-300">{s.address}</p> : null}
        </div>
        <nav aria-label={t("Quick Links")}>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">{t("Quick Links")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link className="hover:text-white hover:underline" to={l.to}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">{t("Follow us")}</h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL.map((k) =>
              s.social?.[k] ? (
                <li key={k}>
                  <a
                    href={s.social[k]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={SOCIAL_LABEL[k]}
                    className="hover:bg-brand-700 flex size-10 items-center justify-center rounded-full bg-slate-800"
                  >
                    <SocialIcon name={k} />
                  </a>
                </li>
              ) : null,
            )}
          </ul>
          <h2 className="mt-6 text-sm font-bold tracking-wider text-white uppercase">{t("Get the app")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {APP_STORES.map((app) =>
              s.appLinks?.[app.key] ? (
                <li key={app.key}>
                  <a
                    href={s.appLinks[app.key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block rounded-lg border border-slate-500 bg-black px-3 py-1.5 text-xs leading-tight text-white hover:border-white"
                  >
                    <span className="block text-[10px] uppercase">{t(app.line)}</span>
                    <span className="text-sm font-semibold">{app.store}</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
        <NewsletterForm />
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        © {new Date().getFullYear()} {s.instituteName}. {t("All rights reserved.")}
      </div>
    </footer>
  );
}
