import { useEffect, useId, useState } from "react";
import type { Slide } from "@/types/pocketbase";
import { useReducedMotion } from "./use-reduced-motion";
import { t, useLang, localized } from "@/lib/i18n";

export const SLIDE_INTERVAL_MS = 6000;

// Each slide gets its own backdrop: no images to download on slow mobile data.
const BACKDROPS = [
  "from-brand-900 via-brand-800 to-brand-700",
  "from-indigo-900 via-indigo-800 to-violet-700",
  "from-emerald-900 via-emerald-800 to-teal-700",
  "from-rose-900 via-rose-800 to-orange-700",
];

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * The looping banner (WAI-ARIA carousel pattern): autoplay that pauses on hover, on keyboard
 * focus and with the Pause button, and never starts when the visitor prefers reduced motion.
 * Off-screen slides are inert so Tab only reaches the visible one.
 */
/** A slide's picture at the two thumb sizes the server makes (16:9, see settings.slideImages). */
export interface SlideImage {
  src: string;
  srcSet: string;
}

export function Banner({
  slides,
  heading,
  imageOf = () => null,
}: {
  slides: Slide[];
  heading: string;
  imageOf?: (slide: Slide) => SlideImage | null;
}) {
  const id = useId();
  const lang = useLang();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Pictures of slides up to this index may load. Off-screen slides sit beside the visible one
  // and the browser's lazy loading still fetches them, so they are not rendered at all until the
  // slide before them has been shown for half an interval (or the visitor goes to them).
  const [armed, setArmed] = useState(0);
  const count = slides.length;
  const current = count ? index % count : 0;
  const playing = count > 1 && !reduced && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const t = window.setTimeout(
      () => setArmed((a) => Math.max(a, Math.min(current + 1, count - 1))),
      SLIDE_INTERVAL_MS / 2,
    );
    return () => window.clearTimeout(t);
  }, [playing, current, count]);

  useEffect(() => {
    if (!playing) return;
    const t = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(t);
  }, [playing, current, count]);

  if (!count) return null;
  // The picture fills the slide (fixed height per breakpoint, width/height given: nothing shifts),
  // darkened towards the text so the headline stays readable.
  const image = (s: Slide, i: number) => {
    const img = i <= Math.max(armed, current) ? imageOf(s) : null;
    if (!img) return null;
    return (
      <>
        <img
          src={img.src}
          srcSet={img.srcSet}
          // The slide is 380–530 px tall and the picture covers it: on a phone it is drawn about
          // 680 px wide however narrow the screen. It lies under a dark overlay, so phones get the
          // 960 px thumb (sizes says 480 px: 960 at 2x) rather than 1280 (a third of the bytes).
          sizes="(max-width: 639px) 480px, 100vw"
          width={1280}
          height={720}
          alt=""
          // The first slide is the page's largest paint: fetched first; the others when shown.
          loading={i === 0 ? "eager" : "lazy"}
          fetchPriority={i === 0 ? "high" : "low"}
          decoding={i === 0 ? "auto" : "async"}
          className="absolute inset-0 h-full w-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/20"
        />
      </>
    );
  };
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const control =
    "grid size-11 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={heading}
      className="bg-brand-900 relative h-[380px] overflow-hidden sm:h-[400px] lg:h-[530px]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        id={`${id}-slides`}
        aria-live={playing ? "off" : "polite"}
        className="flex h-full transition-transform duration-700 ease-out"
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {slides.map((s, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t("{n} of {count}", { n: i + 1, count })}
            inert={i !== current}
            className={`relative flex h-full w-full shrink-0 items-center bg-gradient-to-br ${BACKDROPS[i % BACKDROPS.length]}`}
          >
            {image(s, i)}
            <div className="relative mx-auto w-full max-w-5xl px-16 pb-10 text-white sm:px-20">
              <p className="text-2xl font-bold sm:text-4xl lg:text-5xl">{localized(s, "title", lang)}</p>
              <p className="mt-3 max-w-2xl text-base text-white/90 sm:mt-4 sm:text-xl">
                {localized(s, "text", lang)}
              </p>
              {s.ctaLabel && s.ctaUrl ? (
                <a
                  href={s.ctaUrl}
                  {...(isExternal(s.ctaUrl) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="bg-accent-400 hover:bg-accent-500 mt-5 inline-block rounded-lg px-5 py-2.5 font-semibold text-slate-900"
                >
                  {localized(s, "ctaLabel", lang)}
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={t("Previous slide")}
            onClick={() => go(current - 1)}
            className={`${control} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ‹
            </span>
          </button>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={t("Next slide")}
            onClick={() => go(current + 1)}
            className={`${control} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ›
            </span>
          </button>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1">
            {reduced ? null : (
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                className="mr-2 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-900 hover:bg-white"
              >
                {stopped ? t("Play") : t("Pause")}
                <span className="sr-only"> {t("slide show")}</span>
              </button>
            )}
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-controls={`${id}-slides`}
                aria-label={t("Go to slide {n}", { n: i + 1 })}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i)}
                className="grid size-8 place-items-center"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full border-2 border-white ${i === current ? "bg-white" : "bg-transparent"}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
