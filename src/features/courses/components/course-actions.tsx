import { useId } from "react";
import { fileUrl } from "@/lib/pocketbase";
import type { SiteSettings } from "@/lib/site-settings";
import { t } from "@/lib/i18n";

/** 'Download Brochure' (only a real file, never a dead link) and 'View All Courses'. */
export function CourseActions({ settings }: { settings: SiteSettings }) {
  const noteId = useId();
  const brochure =
    settings.brochure && settings.id && settings.collectionId
      ? fileUrl({ id: settings.id, collectionId: settings.collectionId }, settings.brochure, {
          download: "1",
        })
      : "";
  const button = "inline-flex items-center justify-center rounded-lg px-5 py-2.5 font-semibold";
  return (
    <div className="mt-8">
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        {brochure ? (
          <a
            href={brochure}
            download
            className={`${button} bg-accent-400 hover:bg-accent-500 text-slate-900`}
          >
            {t("Download Brochure")}
            <span className="sr-only"> (PDF)</span>
          </a>
        ) : (
          <button
            type="button"
            disabled
            aria-describedby={noteId}
            className={`${button} cursor-not-allowed bg-slate-200 text-slate-600`}
          >
            {t("Download Brochure")}
          </button>
        )}
        <a
          href={settings.storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border-brand-700 text-brand-800 hover:bg-brand-50 border`}
        >
          {t("View All Courses")}
          <span className="sr-only"> {t("(opens the course store in a new tab)")}</span>
        </a>
      </div>
      {brochure ? null : (
        <p id={noteId} className="mt-2 text-center text-sm text-slate-600">
          {t("The brochure is being updated. Call {phone} for course details.", { phone: settings.phone })}
        </p>
      )}
    </div>
  );
}
