import { useMemo, useRef, useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { useAdminForm } from "@/components/form/use-admin-form";
import {
  convertDocx,
  inlineImages,
  resolveImagePlaceholders,
  type ConvertedDocx,
} from "@/lib/docx/convert-docx";
import { todayIst, toPbDate } from "@/lib/dates";
import { istLocalToPb, pbToIstLocal } from "@/lib/publish-at";
import { ClientResponseError, errorMessage, isAbort, toFormErrors } from "@/lib/pocketbase";
import { slugOrFallback, uniqueSlug } from "@/lib/slug";
import type { CurrentAffair } from "@/types/pocketbase";
import { slugExists } from "../api/slug-exists";
import {
  buildArticleForm,
  finishArticle,
  sendArticleForm,
  storedImageUrls,
  updateArticleFields,
  type ArticleFields,
} from "../api/save-current-affair";
import { picturesWithoutAlt, withAltTexts } from "../conversion-notes";
import { docxProblem, nameFromFileName, quickFileProblem } from "../docx-messages";
import {
  ARTICLE_FIELDS,
  createArticleSchema,
  editArticleSchema,
  type ArticleValues,
} from "../validate-article";

export const SLUG_TAKEN = "Another article already uses this SEO URL. Press Recheck to get a free one.";
const SAVE_FAILED = "The article could not be saved.";

/** The fields typed into plain inputs (the file, SEO URL and tags have their own controls). */
type TypedField = "name" | "date" | "desc" | "active" | "publishAt";

function initialValues(existing?: CurrentAffair): ArticleValues {
  return {
    doc: null,
    name: existing?.name ?? "",
    seoURL: existing?.seoURL ?? "",
    date: existing?.date ? existing.date.slice(0, 10) : todayIst(),
    desc: existing?.desc ?? "",
    tags: existing?.tags ?? [],
    active: existing?.active ?? true,
    publishAt: pbToIstLocal(existing?.publishAt ?? ""),
  };
}

/** Long names still give a slug within the field's 200-character limit. */
function slugBase(name: string, day: string): string {
  return slugOrFallback(name, day).slice(0, 180).replace(/-+$/, "");
}

function fieldsFor(v: ArticleValues, seoURL: string): ArticleFields {
  // The schema has trimmed the name and the description.
  return {
    name: v.name,
    date: toPbDate(v.date),
    desc: v.desc,
    seoURL,
    active: v.active,
    tags: v.tags,
    publishAt: istLocalToPb(v.publishAt),
  };
}

/**
 * State and actions of the create/edit form (react-hook-form + the valibot schemas).
 * `existing` = the record being edited; `onSaved` runs after a successful save.
 */
export function useArticleForm(existing: CurrentAffair | undefined, onSaved: (saved: CurrentAffair) => void) {
  const form = useAdminForm(existing ? editArticleSchema : createArticleSchema, initialValues(existing), {
    // As before: editing a field clears its message, and nothing is checked again until the next save.
    reValidateMode: "onSubmit",
  });
  const { control, register, setValue, getValues, setError, clearErrors } = form;
  const [seoURL, tags] = useWatch({ control, name: ["seoURL", "tags"] });
  // The chosen file and its one conversion: the preview and the save are both built from it.
  const [chosen, setChosen] = useState<{ file: File; converted: ConvertedDocx; imageUrls: string[] } | null>(
    null,
  );
  // Descriptions staff typed for pictures Word gave none, by docx-image:N (the pictures' alt).
  const [altTexts, setAltTexts] = useState<Record<number, string>>({});
  // Parsed once per conversion, not on every keystroke.
  const missingAlt = useMemo(
    () => (chosen ? picturesWithoutAlt(chosen.converted.html, document) : []),
    [chosen],
  );
  const [preview, setPreview] = useState<string | null>(existing?.html || null);
  const [converting, setConverting] = useState(false);
  // Text in legacy Punjabi fonts (AnmolLipi…) becomes Unicode unless staff turn it off for this file.
  const [convertLegacy, setConvertLegacy] = useState(true);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; network: boolean } | null>(null);
  const checkSeq = useRef(0);
  // The upload of an earlier attempt whose second step failed: a retry continues from it instead
  // of uploading again (and, for a new article, instead of creating a duplicate).
  const uploaded = useRef<{ record: CurrentAffair; html: string } | null>(null);

  /** register() for a plain input: typing clears the field's message. */
  function field(name: TypedField) {
    return register(name, {
      onChange: () => {
        clearErrors(name);
        // Spec: editing the name only stops the "checking" indicator; the slug is not recomputed.
        if (name === "name") setChecking(false);
      },
    });
  }

  function setTags(ids: string[]) {
    setValue("tags", ids);
    clearErrors("tags");
  }

  async function recheck(name = getValues("name")): Promise<string | null> {
    const seq = ++checkSeq.current;
    setChecking(true);
    clearErrors("seoURL");
    try {
      const slug = await uniqueSlug(slugBase(name, getValues("date") || todayIst()), (s) =>
        slugExists(s, existing?.id),
      );
      if (seq === checkSeq.current) setValue("seoURL", slug);
      return slug;
    } catch (err) {
      if (seq === checkSeq.current)
        setError("seoURL", { type: "server", message: errorMessage(err, "Could not check the SEO URL.") });
      return null;
    } finally {
      if (seq === checkSeq.current) setChecking(false);
    }
  }

  async function chooseFile(next: File | null) {
    clearErrors("doc");
    if (!next) return;
    const quick = quickFileProblem(next);
    if (quick) {
      setError("doc", { type: "file", message: quick });
      return;
    }
    setConverting(true);
    try {
      // A new file starts with the conversion on.
      await convert(next, true);
      setValue("doc", next);
      const name = nameFromFileName(next.name);
      setValue("name", name);
      clearErrors("name");
      // Editing keeps the published address (links shared on WhatsApp keep working); Recheck
      // recomputes it on purpose.
      if (!existing) void recheck(name);
    } catch (err) {
      setError("doc", { type: "file", message: docxProblem(err) });
    } finally {
      setConverting(false);
    }
  }

  /** Converts the file (one conversion for the preview and the save); failures throw DocxErrors. */
  async function convert(next: File, legacyFonts: boolean) {
    // Images come back as files (uploaded on save); the collapsible preview shows them inline.
    const converted = await convertDocx(next, { imageMode: "extract", convertLegacyFonts: legacyFonts });
    const previewHtml = await inlineImages(converted);
    const imageUrls = converted.images.map((img) => URL.createObjectURL(img));
    setChosen((old) => {
      for (const url of old?.imageUrls ?? []) URL.revokeObjectURL(url);
      return { file: next, converted, imageUrls };
    });
    setAltTexts({});
    setConvertLegacy(legacyFonts);
    setPreview(previewHtml);
    uploaded.current = null;
  }

  /** The "Convert legacy Punjabi fonts to Unicode" checkbox: converts the chosen file again. */
  async function changeLegacyConversion(on: boolean) {
    if (!chosen) return;
    clearErrors("doc");
    // The box shows the choice at once; the preview follows when the file is read again.
    setConvertLegacy(on);
    setConverting(true);
    try {
      await convert(chosen.file, on);
    } catch (err) {
      setConvertLegacy(!on);
      setError("doc", { type: "file", message: docxProblem(err) });
    } finally {
      setConverting(false);
    }
  }

  /** The two-step save. Resolves to the saved record, or null when it failed (the form keeps everything). */
  async function save(values: ArticleValues): Promise<CurrentAffair | null> {
    setSaving(true);
    setFailure(null);
    try {
      const slug = values.seoURL || (await recheck());
      if (!slug) return null;
      const fields = fieldsFor(values, slug);
      const oldImages = existing?.images ?? [];
      if (uploaded.current) {
        const { record, html } = uploaded.current;
        const urls = storedImageUrls(record);
        return await finishArticle(
          record.id,
          { ...fields, html: resolveImagePlaceholders(html, urls) },
          oldImages,
        );
      }
      if (!chosen) return await updateArticleFields(existing!.id, fields);
      const { converted } = chosen;
      setProgress(0);
      // A new article stays an unpublished draft with no HTML until the second step.
      const first = existing
        ? { ...fields, active: existing.active }
        : { ...fields, active: false, html: "" };
      const record = await sendArticleForm({
        id: existing?.id,
        form: buildArticleForm(first, { doc: chosen.file, images: converted.images }),
        onProgress: setProgress,
      });
      const described = withAltTexts(converted.html, altTexts, document);
      uploaded.current = { record, html: described };
      const html = resolveImagePlaceholders(described, storedImageUrls(record));
      return await finishArticle(record.id, { ...fields, html }, oldImages);
    } catch (err) {
      if (isAbort(err)) return null;
      showFailure(err);
      return null;
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }

  /** The server's field messages next to the fields; the box above the buttons says what happened. */
  function showFailure(err: unknown) {
    const { fields } = toFormErrors(err, ARTICLE_FIELDS, SAVE_FAILED);
    if (fields.seoURL && err instanceof ClientResponseError && /unique/i.test(JSON.stringify(err.response))) {
      fields.seoURL = SLUG_TAKEN;
    }
    for (const name of ARTICLE_FIELDS) {
      const message = fields[name];
      if (message) setError(name, { type: "server", message });
    }
    const network = err instanceof ClientResponseError && err.status === 0;
    setFailure({ message: errorMessage(err, SAVE_FAILED), network });
  }

  /** The form's submit handler: the schema's checks, then the save. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.handleSubmit(async (values) => {
      const saved = await save(values);
      if (saved) onSaved(saved);
    })(event);
  }

  return {
    field,
    errors: form.formState.errors,
    seoURL,
    tags,
    setTags,
    file: chosen?.file ?? null,
    chooseFile,
    legacy: chosen?.converted.legacy ?? null,
    notes: chosen?.converted.notes ?? [],
    pictures: {
      missing: missingAlt,
      urls: chosen?.imageUrls ?? [],
      values: altTexts,
      set: (n: number, value: string) => setAltTexts((old) => ({ ...old, [n]: value })),
    },
    convertLegacy,
    changeLegacyConversion,
    preview,
    converting,
    checking,
    recheck,
    onSubmit,
    saving,
    progress,
    failure,
  };
}
