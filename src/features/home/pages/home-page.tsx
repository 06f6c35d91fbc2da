import type { ReactNode } from "react";
import { responsiveImage } from "@/lib/thumbs";
import { useSettings, type SiteSettings } from "@/lib/site-settings";
import type { Slide } from "@/types/pocketbase";
import { PageMeta } from "@/components/page-meta";
import { Banner, type SlideImage } from "../components/banner";
import { StatsStrip } from "../components/stats-strip";
import { t, useLang, localized } from "@/lib/i18n";

interface Props {
  /** The course browser (from the courses feature; composed by the route). */
  courses: ReactNode;
  /** Testimonials and the UPSC promotion with Register Now (composed, and loaded later, by the route). */
  below: ReactNode;
  /** The Today block, first on the page (composed, and loaded later, by the route). */
  today?: ReactNode;
}

export function HomePage({ courses, below, today }: Props) {
  const s = useSettings();
  const tagline = localized(s, "tagline", useLang());
  return (
    <main id="main">
      <PageMeta description={tagline} />
      {/* One heading for the page; the banner carries the visual headline. */}
      <h1 className="sr-only">
        {s.instituteName}: {tagline}
      </h1>
      {today}
      <Banner
        slides={s.slides ?? []}
        heading={t("{name} highlights", { name: s.instituteName })}
        imageOf={slideImage(s)}
      />
      <StatsStrip stats={s.stats ?? []} />
      <div className="mt-10">{courses}</div>
      {below}
    </main>
  );
}

/** A slide's picture from the settings record (none with the built-in defaults). */
function slideImage(s: SiteSettings) {
  return (slide: Slide): SlideImage | null => {
    if (!slide.image || !s.id || !s.collectionId || !(s.slideImages ?? []).includes(slide.image)) return null;
    const rec = { id: s.id, collectionId: s.collectionId, collectionName: "settings" };
    return responsiveImage(rec, slide.image, ["640x360", "960x540", "1280x720"]);
  };
}
