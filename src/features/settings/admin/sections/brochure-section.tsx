import { useId, useState } from "react";
import * as v from "valibot";
import { FieldError, errorAria } from "@/components/form/field-error";
import { fileUrl } from "@/lib/pocketbase";
import type { Settings } from "@/types/pocketbase";
import { SectionCard } from "../components/section-card";
import { brochureProblem } from "../image-check";
import { useSectionForm } from "../use-section-form";

const schema = v.object({
  brochure: v.pipe(v.string(), v.minLength(1, "Choose the new brochure PDF first.")),
});
type Values = v.InferOutput<typeof schema>;

export function BrochureSection() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const { form, card, record } = useSectionForm<Values>({
    name: "brochure",
    title: "Brochure",
    schema,
    toValues: () => ({ brochure: "" }),
    toBody: () => ({ brochure: file }),
    serverFields: ["brochure"],
    onSaved: () => setFile(null),
  });
  const { formState, setValue, setError, clearErrors } = form;
  const { errors } = formState;
  const message = errors.brochure?.message;
  return (
    <SectionCard
      {...card}
      intro="The PDF behind the home page's Download Brochure button. A new one replaces the old."
    >
      <p className="text-sm text-slate-700">
        {record.brochure ? (
          <>
            Current brochure:{" "}
            <a
              href={fileUrl(record as Settings, record.brochure)}
              className="text-brand-800 underline"
              download
            >
              {record.brochure}
            </a>
          </>
        ) : (
          "No brochure yet: the Download Brochure button is hidden."
        )}
      </p>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-900">
          New brochure <span className="font-normal text-slate-600">(PDF, up to 10 MB)</span>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          {...errorAria(id, message)}
          className="mt-1 block max-w-full text-sm"
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            setFile(null);
            setValue("brochure", "", { shouldDirty: false });
            if (!picked) return;
            void brochureProblem(picked).then((problem) => {
              if (problem) {
                e.target.value = "";
                setError("brochure", { type: "file", message: problem });
                return;
              }
              clearErrors("brochure");
              setFile(picked);
              setValue("brochure", picked.name, { shouldDirty: true });
            });
          }}
        />
        <FieldError id={id} message={message} />
      </div>
    </SectionCard>
  );
}
