import { useEffect, useId, useRef } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import type { CourseItem } from "../course-model";
import { BuyNowLink, CoursePrice } from "./course-parts";
import { t } from "@/lib/i18n";

interface Props {
  course: CourseItem | null;
  onClose: () => void;
}

/**
 * A course's details in a native modal <dialog>: the browser traps focus, closes on Escape and
 * marks the rest of the page inert, at no bundle cost.
 */
export function CourseDetailsDialog({ course, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (course && !d.open) d.showModal();
    if (!course && d.open) d.close();
  }, [course]);

  return (
    // A click on the backdrop lands on the <dialog> itself: treat it as "close". Keyboard users
    // have Escape (native) and the Close button, so no key handler is needed.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      {course ? (
        <div className="p-5 sm:p-6">
          <p className="text-brand-800 text-xs font-semibold tracking-wide uppercase">
            {course.cat.join(" · ")}
          </p>
          <h2 id={titleId} className="mt-1 text-xl font-bold text-slate-900">
            {course.name}
          </h2>
          {course.tags.length ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">{t("Includes:")}</span> {course.tags.join(", ")}
            </p>
          ) : null}
          <p className="mt-4 whitespace-pre-line text-slate-800">
            {course.description || t("Full details of this course are on the course store.")}
          </p>
          <CoursePrice price={course.price} className="mt-4 text-2xl font-bold text-slate-900" />
          <div className="mt-5 flex flex-wrap gap-2">
            <BuyNowLink url={course.url} className={buttonClass("primary")} />
            <Button variant="secondary" onClick={() => ref.current?.close()}>
              {t("Close")}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
