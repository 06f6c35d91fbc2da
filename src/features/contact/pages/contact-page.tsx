import { PageSection } from "@/components/layouts/page-section";
import { useSettings } from "@/lib/site-settings";
import { PageMeta } from "@/components/page-meta";
import { ContactForm } from "../components/contact-form";
import { telHref } from "@/lib/phone";
import { t } from "@/lib/i18n";

export function ContactPage() {
  const s = useSettings();
  const link = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";
  return (
    <PageSection
      title={t("Contact Us")}
      intro={t("Visit us, call us, or send a message: we are happy to guide you.")}
    >
      <PageMeta title={t("Contact Us")} description={t("Address, phone, e-mail and a contact form.")} />
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section
          aria-labelledby="contact-details"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="contact-details" className="text-xl font-bold text-slate-900">
            {s.instituteName}
          </h2>
          <dl className="mt-4 space-y-4">
            {s.address ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("Address")}</dt>
                <dd className="mt-1 text-slate-900">
                  <address className="not-italic">{s.address}</address>
                  {s.mapUrl ? (
                    <a
                      href={s.mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`mt-1 inline-block ${link}`}
                    >
                      {t("Open in Google Maps")}
                      <span className="sr-only"> {t("(new tab)")}</span>
                    </a>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {s.phone ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("Phone")}</dt>
                <dd className="mt-1">
                  <a href={telHref(s.phone)} className={link}>
                    {s.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {s.email ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("E-mail")}</dt>
                <dd className="mt-1 break-all">
                  <a href={`mailto:${s.email}`} className={link}>
                    {s.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="text-xl font-bold text-slate-900">
            {t("Send us a message")}
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
      </div>
    </PageSection>
  );
}
