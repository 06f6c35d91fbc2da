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
  // The Punjabi About (issue 24): optional; Punjabi visitors see the English one while it is empty.
  aboutPa: v.pipe(
    v.string(),
    v.maxLength(MAX, "The Punjabi About text is too long (100,000 characters at most)."),
  ),
});
type Values = v.InferOutput<typeof schema>;

/** The same policy the public About page renders with. */
const clean = (html: string) => sanitizeHtml(html, { profile: "document" });
/** An editor left empty holds markup such as "<br>": stored as "" so the page falls back to English. */
const cleanOrEmpty = (html: string) => {
  const out = clean(html);
  return out.replace(/<[^>]*>|&nbsp;|\s/g, "") === "" ? "" : out;
};

export function AboutSection() {
  const id = useId();
  const { form, card, record } = useSectionForm<Values>({
    name: "about",
    title: "About page",
    schema,
    toValues: (r: Settings) => ({ about: clean(r.about ?? ""), aboutPa: clean(r.aboutPa ?? "") }),
    toBody: (values) => ({ about: clean(values.about), aboutPa: cleanOrEmpty(values.aboutPa) }),
    serverFields: ["about", "aboutPa"],
  });
  const { formState, setValue } = form;
  const { errors } = formState;
  // The editor's starting content: only when the record itself changes (load, reload).
  const initial = useMemo(() => clean(record.about ?? ""), [record.id]); // eslint-disable-line react-hooks/exhaustive-deps -- a save must not reset the caret
  const initialPa = useMemo(() => clean(record.aboutPa ?? ""), [record.id]); // eslint-disable-line react-hooks/exhaustive-deps -- as above
  return (
    <SectionCard {...card} intro="The text of the About page.">
      <RichTextEditor
        id={`${id}-about`}
        label="About text"
        initialHtml={initial}
        error={errors.about?.message}
        onChange={(html) => setValue("about", html, { shouldDirty: true })}
      />
      <div className="mt-6">
        <RichTextEditor
          id={`${id}-about-pa`}
          label="About text (Punjabi)"
          lang="pa"
          initialHtml={initialPa}
          error={errors.aboutPa?.message}
          onChange={(html) => setValue("aboutPa", html, { shouldDirty: true })}
        />
      </div>
    </SectionCard>
  );
}
