import { useId } from "react";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import type { Settings } from "@/types/pocketbase";
import { SectionCard } from "../components/section-card";
import { httpsUrl } from "../schemas";
import { useSectionForm } from "../use-section-form";

const SOCIAL = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["youtube", "YouTube"],
  ["telegram", "Telegram"],
] as const;
const APPS = [
  ["android", "Android app (Google Play)"],
  ["ios", "iPhone app (App Store)"],
] as const;

const schema = v.object({
  social: v.object({
    facebook: httpsUrl("The Facebook link"),
    instagram: httpsUrl("The Instagram link"),
    youtube: httpsUrl("The YouTube link"),
    telegram: httpsUrl("The Telegram link"),
  }),
  appLinks: v.object({ android: httpsUrl("The Android app link"), ios: httpsUrl("The iPhone app link") }),
});
type Values = v.InferOutput<typeof schema>;

const toValues = (r: Settings): Values => ({
  social: {
    facebook: r.social?.facebook ?? "",
    instagram: r.social?.instagram ?? "",
    youtube: r.social?.youtube ?? "",
    telegram: r.social?.telegram ?? "",
  },
  appLinks: { android: r.appLinks?.android ?? "", ios: r.appLinks?.ios ?? "" },
});

/** Only the links that are filled in (an empty one hides its icon). */
const filled = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x));

export function LinksSection() {
  const id = useId();
  const { form, card } = useSectionForm<Values>({
    name: "links",
    title: "Social and app links",
    schema,
    toValues,
    toBody: (values) => ({ social: filled(values.social), appLinks: filled(values.appLinks) }),
    serverFields: ["social", "appLinks"],
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <SectionCard
      {...card}
      intro="Shown in the footer. Full addresses starting with https://; leave one empty to hide it."
      error={card.error ?? errors.social?.message ?? errors.appLinks?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL.map(([key, label]) => (
          <FormField
            key={key}
            id={`${id}-${key}`}
            label={label}
            optional
            error={errors.social?.[key]?.message}
          >
            <input type="url" className={inputClass} {...register(`social.${key}`)} />
          </FormField>
        ))}
        {APPS.map(([key, label]) => (
          <FormField
            key={key}
            id={`${id}-${key}`}
            label={label}
            optional
            error={errors.appLinks?.[key]?.message}
          >
            <input type="url" className={inputClass} {...register(`appLinks.${key}`)} />
          </FormField>
        ))}
      </div>
    </SectionCard>
  );
}
