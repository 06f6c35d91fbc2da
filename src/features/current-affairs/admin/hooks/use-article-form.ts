import { useRef, useState } from "react";
import {
  convertDocx,
  inlineImages,
  resolveImagePlaceholders,
  type ConvertedDocx,
} from "@/lib/docx/convert-docx";
import { todayIst, toPbDate } from "@/lib/dates";
import { errorMessage, fieldErrors, isAbort } from "@/lib/pocketbase";
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
import { docxProblem, nameFromFileName, quickFileProblem } from "../docx-messages";
import { validateArticle, type ArticleErrors, type ArticleValues } from "../validate-article";

export const SLUG_TAKEN = "Another article already uses this SEO URL. Press Recheck to get a free one.";

function initialValues(existing?: CurrentAffair): ArticleValues {
  return {
    name: existing?.name ?? "",
    seoURL: existing?.seoURL ?? "",
    date: existing?.date ? existing.date.slice(0, 10) : todayIst(),
    desc: existing?.desc ?? "",
    tags: existing?.tags ?? [],
    active: existing?.active ?? true,
  };
}

/** Long names still give a slug within the field's 200-character limit. */
function slugBase(name: string, day: string): string {
  return slugOrFallback(name, day).slice(0, 180).replace(/-+$/, "");
}

/** State and actions of the create/edit form. `existing` = the record being edited. */
export function useArticleForm(existing?: CurrentAffair) {
  const [values, setValues] = useState<ArticleValues>(() => initialValues(existing));
  const [errors, setErrors] = useState<ArticleErrors>({});
  // The chosen file and its one conversion: the preview and the save are both built from it.
  const [chosen, setChosen] = useState<{ file: File; converted: ConvertedDocx } | null>(null);
  const file = chosen?.file ?? null;
  const [preview, setPreview] = useState<string | null>(existing?.html || null);
  const [converting, setConverting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; network: boolean } | null>(null);
  const checkSeq = useRef(0);
  // The upload of an earlier attempt whose second step failed: a retry continues from it instead
  // of uploading again (and, for a new article, instead of creating a duplicate).
  const uploaded = useRef<{ record: CurrentAffair; html: string } | null>(null);

  const set = <K extends keyof ArticleValues>(key: K, value: ArticleValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    // Spec: editing the name only stops the "checking" indicator; the slug is not recomputed.
    if (key === "name") setChecking(false);
  };

  async function recheck(name = values.name): Promise<string | null> {
    const seq = ++checkSeq.current;
    setChecking(true);
    setErrors((e) => ({ ...e, seoURL: undefined }));
    try {
      const slug = await uniqueSlug(slugBase(name, values.date || todayIst()), (s) =>
        slugExists(s, existing?.id),
      );
      if (seq === checkSeq.current) setValues((v) => ({ ...v, seoURL: slug }));
      return slug;
    } catch (err) {
      if (seq === checkSeq.current)
        setErrors((e) => ({ ...e, seoURL: errorMessage(err, "Could not check the SEO URL.") }));
      return null;
    } finally {
      if (seq === checkSeq.current) setChecking(false);
    }
  }

  async function chooseFile(next: File | null) {
    setErrors((e) => ({ ...e, file: undefined }));
    if (!next) return;
    const quick = quickFileProblem(next);
    if (quick) {
      setErrors((e) => ({ ...e, file: quick }));
      return;
    }
    setConverting(true);
    try {
      // Images come back as files (uploaded on save); the collapsible preview shows them inline.
      const converted = await convertDocx(next, { imageMode: "extract" });
      const previewHtml = await inlineImages(converted);
      setChosen({ file: next, converted });
      setPreview(previewHtml);
      const name = nameFromFileName(next.name);
      setValues((v) => ({ ...v, name }));
      setErrors((e) => ({ ...e, name: undefined }));
      uploaded.current = null;
      // Editing keeps the published address (links shared on WhatsApp keep working); Recheck
      // recomputes it on purpose.
      if (!existing) void recheck(name);
    } catch (err) {
      setErrors((e) => ({ ...e, file: docxProblem(err) }));
    } finally {
      setConverting(false);
    }
  }

  function fieldsFor(v: ArticleValues, seoURL: string): ArticleFields {
    return {
      name: v.name.trim(),
      date: toPbDate(v.date),
      desc: v.desc.trim(),
      seoURL,
      active: v.active,
      tags: v.tags,
    };
  }

  /** Resolves to the saved record, or null when the save failed (the form keeps everything). */
  async function save(): Promise<CurrentAffair | null> {
    const problems = validateArticle(values, { needFile: !existing && !file && !uploaded.current });
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return null;
    setSaving(true);
    setFailure(null);
    try {
      const seoURL = values.seoURL || (await recheck());
      if (!seoURL) return null;
      const fields = fieldsFor(values, seoURL);
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
      uploaded.current = { record, html: converted.html };
      const html = resolveImagePlaceholders(converted.html, storedImageUrls(record));
      return await finishArticle(record.id, { ...fields, html }, oldImages);
    } catch (err) {
      if (isAbort(err)) return null;
      const byField = fieldErrors(err);
      if (
        byField.seoURL &&
        /not_unique|unique/i.test(JSON.stringify((err as { response?: unknown }).response))
      ) {
        byField.seoURL = SLUG_TAKEN;
      }
      setErrors((e) => ({ ...e, ...byField }));
      const network = (err as { status?: number }).status === 0;
      setFailure({ message: errorMessage(err, "The article could not be saved."), network });
      return null;
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }

  return {
    values,
    set,
    errors,
    file,
    chooseFile,
    preview,
    converting,
    checking,
    recheck,
    save,
    saving,
    progress,
    failure,
  };
}
