import { useCourses } from "@/features/courses/api/get-courses";
import { Testimonials } from "@/features/home/components/testimonials";
import { UpscPromo } from "@/features/home/components/upsc-promo";
import { LeadForm } from "@/features/leads/components/lead-form";
import { useSettings } from "@/lib/site-settings";

/**
 * The home page below the course browser: testimonials and the UPSC promotion with Register Now.
 * Its own chunk, fetched as it nears the viewport or at the first touch or keypress
 * (src/app/routes/home.tsx), so the first screen's JavaScript stays in the budget.
 */
export function HomeBelow() {
  const s = useSettings();
  const { data } = useCourses();
  return (
    <>
      <Testimonials items={s.testimonials ?? []} />
      <UpscPromo form={<LeadForm courses={(data ?? []).map((c) => c.name)} />} />
    </>
  );
}
