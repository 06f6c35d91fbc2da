import type { CourseItem } from "../course-model";
import { BuyNowLink, CoursePrice } from "./course-parts";
import { t } from "@/lib/i18n";

interface Props {
  course: CourseItem;
  onReadMore: (course: CourseItem, button: HTMLButtonElement) => void;
}

const action = "flex-1 rounded-lg px-3 py-2 text-center text-sm font-semibold";

export function CourseCard({ course, onReadMore }: Props) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {course.image ? (
        // 16:9 box reserved by width/height, so nothing shifts while the thumbnail loads.
        <img
          src={course.image.src}
          srcSet={course.image.srcSet}
          sizes="(min-width: 1024px) 290px, (min-width: 640px) 45vw, 92vw"
          width={400}
          height={225}
          alt=""
          loading="lazy"
          decoding="async"
          className="-mx-4 -mt-4 mb-3 aspect-video w-[calc(100%+2rem)] max-w-none rounded-t-xl object-cover"
        />
      ) : null}
      <p className="text-brand-800 text-xs font-semibold tracking-wide uppercase">
        {course.cat.join(" · ") || t("Course")}
      </p>
      <h3 className="mt-1 text-lg leading-snug font-bold text-slate-900">{course.name}</h3>
      {course.tags.length ? (
        <ul aria-label={t("Includes")} className="mt-3 flex flex-wrap gap-1.5">
          {course.tags.map((t) => (
            <li
              key={t}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
            >
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <CoursePrice price={course.price} className="mt-auto pt-4 text-2xl font-bold text-slate-900" />
      <div className="mt-3 flex gap-2">
        <BuyNowLink
          url={course.url}
          name={course.name}
          className={`bg-brand-700 hover:bg-brand-800 text-white ${action}`}
        />
        <button
          type="button"
          onClick={(e) => onReadMore(course, e.currentTarget)}
          className={`border-brand-700 text-brand-800 hover:bg-brand-50 border ${action}`}
        >
          {t("Read More")}
          <span className="sr-only">: {course.name}</span>
        </button>
      </div>
    </article>
  );
}
