import type { ReactNode } from "react";
import { useSettings } from "@/lib/site-settings";
import { PageMeta } from "@/components/page-meta";
import { Banner } from "../components/banner";
import { StatsStrip } from "../components/stats-strip";
import { Testimonials } from "../components/testimonials";
import { UpscPromo } from "../components/upsc-promo";

interface Props {
  /** The course browser (from the courses feature; composed by the route). */
  courses: ReactNode;
  /** The Register Now form (from the pages feature; composed by the route). */
  leadForm: ReactNode;
}

export function HomePage({ courses, leadForm }: Props) {
  const s = useSettings();
  return (
    <main id="main">
      <PageMeta description={s.tagline} />
      {/* One heading for the page; the banner carries the visual headline. */}
      <h1 className="sr-only">
        {s.instituteName}: {s.tagline}
      </h1>
      <Banner slides={s.slides ?? []} heading={`${s.instituteName} highlights`} />
      <StatsStrip stats={s.stats ?? []} />
      <div className="mt-10">{courses}</div>
      <Testimonials items={s.testimonials ?? []} />
      <UpscPromo form={leadForm} />
    </main>
  );
}
