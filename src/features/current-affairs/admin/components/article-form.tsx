import { Link, useNavigate } from "react-router";
import { LegacyFontNotes } from "@/components/admin/legacy-font-notes";
import { FormField } from "@/components/form-field";
import { PublishAtField } from "@/components/form/publish-at-field";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { toast } from "@/lib/toast";
import type { CurrentAffair } from "@/types/pocketbase";
import { useRefreshCurrentAffairs } from "../../api/refresh-current-affairs";
import { useArticleForm } from "../hooks/use-article-form";
import { TagPicker } from "../tags/components/tag-picker";
import { ConversionNotes, PictureDescriptions } from "./conversion-notes";
import { DocxField } from "./docx-field";
import { DocxPreview } from "./docx-preview";
import { SeoUrlField } from "./seo-url-field";
import { UploadProgress } from "./upload-progress";

const input =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base aria-[invalid=true]:border-red-600";
const fieldLooks = { label: "font-medium text-slate-800" };

export function ArticleForm({ existing }: { existing?: CurrentAffair }) {
  const navigate = useNavigate();
  const refreshAll = useRefreshCurrentAffairs();
  const f = useArticleForm(existing, () => {
    // Every list (admin and public, Load-more pages included) may show this article: refresh them.
    void refreshAll();
    toast.success(existing ? "Article updated" : "Article created");
    navigate(adminPaths.currentAffairs);
  });
  const { errors } = f;
  const busy = f.saving || f.converting;

  return (
    <form noValidate className="max-w-3xl space-y-6" aria-busy={f.saving} onSubmit={f.onSubmit}>
      {/* Everything typed stays as it is while the save runs. */}
      <fieldset disabled={f.saving} className="min-w-0 space-y-6">
        <DocxField
          file={f.file}
          currentDoc={existing?.doc}
          converting={f.converting}
          error={errors.doc?.message}
          onChoose={(file) => void f.chooseFile(file)}
        />
        <LegacyFontNotes
          id="article-convert-legacy"
          report={f.legacy}
          convert={f.convertLegacy}
          disabled={f.converting}
          onConvertChange={(on) => void f.changeLegacyConversion(on)}
        />
        <ConversionNotes notes={f.notes} />
        <PictureDescriptions
          pictures={f.pictures.missing}
          urls={f.pictures.urls}
          values={f.pictures.values}
          onChange={f.pictures.set}
        />
        <FormField id="article-name" label="Name" error={errors.name?.message} classes={fieldLooks}>
          <input {...f.field("name")} className={input} />
        </FormField>
        <SeoUrlField
          value={f.seoURL}
          checking={f.checking}
          error={errors.seoURL?.message}
          onRecheck={() => void f.recheck()}
        />
        <FormField id="article-date" label="Date" error={errors.date?.message} classes={fieldLooks}>
          <input type="date" {...f.field("date")} className={`${input} sm:max-w-xs`} />
        </FormField>
        <FormField id="article-desc" label="Description" error={errors.desc?.message} classes={fieldLooks}>
          <textarea rows={3} {...f.field("desc")} className={input} />
        </FormField>
        <TagPicker selected={f.tags} onChange={f.setTags} disabled={f.saving} />
        {errors.tags ? (
          <p id="article-tags-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.tags.message}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <input
            id="article-active"
            type="checkbox"
            {...f.field("active")}
            className="accent-brand-700 size-5"
          />
          <label htmlFor="article-active" className="font-medium text-slate-800">
            Published (visible on the website)
          </label>
        </div>
        <PublishAtField
          id="article-publish-at"
          input={f.field("publishAt")}
          error={errors.publishAt?.message}
          stored={existing?.publishAt}
          active={existing?.active}
          classes={fieldLooks}
          inputClassName={`${input} sm:max-w-xs`}
        />
      </fieldset>
      <DocxPreview html={f.preview} />
      {f.progress !== null ? <UploadProgress percent={f.progress} /> : null}
      {f.failure ? (
        <Alert title={`The article was not saved. ${f.failure.message}`}>
          {f.failure.network ? (
            <p className="mt-1">Everything you entered is kept. Check the connection, then press Retry.</p>
          ) : null}
          <Button type="submit" variant="danger" className="mt-2" disabled={busy}>
            Retry
          </Button>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button type="submit" size="lg" busy={f.saving} busyLabel="Saving…" disabled={f.converting}>
          {existing ? "Save changes" : "Save article"}
        </Button>
        <Link to={adminPaths.currentAffairs} className={buttonClass("link")}>
          Back to view
        </Link>
      </div>
    </form>
  );
}
