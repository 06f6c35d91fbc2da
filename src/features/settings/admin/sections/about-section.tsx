import { useId, useMemo } from "react";
import * as v from "valibot";
import { sanitizeHtml } from "@/lib/sanitize";
import type { Settings } from "@/types/pocketbase";
import { RichTextEditor } from "../components/rich-text-editor";
import { SectionCard } from "../components/section-card";
import { useSectionForm } from "../use-section-form";

const MAX = 100_000;
const schema = v.object({
  about: v.pipe(v.string(), v.maxLength(MAX, "The About text is too long (100,000 characters at most).")),
});
type Values = v.InferOutput<typeof schema>;

/** The same policy the public About page renders with. */
const clean = (html: string) => sanitizeHtml(html, { profile: "document" });

export function AboutSection() {
  const id = useId();
  const { form, card, record } = useSectionForm<Values>({
    name: "about",
    title: "About page",
    schema,
    toValues: (r: Settings) => ({ about: clean(r.about ?? "") }),
    toBody: (values) => ({ about: clean(values.about) }),
    serverFields: ["about"],
  });
  const { formState, setValue } = form;
  const { errors } = formState;
  // The editor's starting content: only when the record itself changes (load, reload).
  const initial = useMemo(() => clean(record.about ?? ""), [record.id]); // eslint-disable-line react-hooks/exhaustive-deps -- a save must not reset the caret
  return (
    <SectionCard {...card} intro="The text of the About page.">
      <RichTextEditor
        id={`${id}-about`}
        label="About text"
        initialHtml={initial}
        error={errors.about?.message}
        onChange={(html) => setValue("about", html, { shouldDirty: true })}
      />
    </SectionCard>
  );
}
