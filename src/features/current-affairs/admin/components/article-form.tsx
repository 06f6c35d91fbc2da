import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { toast } from "@/lib/toast";
import { invalidateResources } from "@/lib/use-resource";
import type { CurrentAffair } from "@/types/pocketbase";
import { useArticleForm } from "../hooks/use-article-form";
import { DocxField } from "./docx-field";
import { DocxPreview } from "./docx-preview";
import { SeoUrlField } from "./seo-url-field";
import { UploadProgress } from "./upload-progress";

export interface TagFieldProps {
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

interface Props {
  existing?: CurrentAffair;
  /** The tag chips and tag management (tags/), passed in by the route. */
  renderTags: (props: TagFieldProps) => ReactNode;
}

const input =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base aria-[invalid=true]:border-red-600";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

export function ArticleForm({ existing, renderTags }: Props) {
  const f = useArticleForm(existing);
  const navigate = useNavigate();
  const { values, errors } = f;
  const busy = f.saving || f.converting;

  async function submit() {
    const saved = await f.save();
    if (!saved) return;
    // Every cached list (admin and public) may show this article: load them afresh.
    invalidateResources("");
    toast.success(existing ? "Article updated" : "Article created");
    navigate(paths.admin.currentAffairs);
  }

  return (
    <form
      noValidate
      className="max-w-3xl space-y-6"
      aria-busy={f.saving}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DocxField
        file={f.file}
        currentDoc={existing?.doc}
        converting={f.converting}
        error={errors.file ?? errors.doc}
        disabled={f.saving}
        onChoose={(file) => void f.chooseFile(file)}
      />
      <div>
        <label htmlFor="article-name" className="font-medium text-slate-800">
          Name
        </label>
        <input
          id="article-name"
          value={values.name}
          onChange={(e) => f.set("name", e.target.value)}
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? "article-name-error" : undefined}
          className={input}
        />
        <FieldError id="article-name-error" message={errors.name} />
      </div>
      <SeoUrlField
        value={values.seoURL}
        checking={f.checking}
        error={errors.seoURL}
        disabled={f.saving}
        onRecheck={() => void f.recheck()}
      />
      <div>
        <label htmlFor="article-date" className="font-medium text-slate-800">
          Date
        </label>
        <input
          id="article-date"
          type="date"
          value={values.date}
          onChange={(e) => f.set("date", e.target.value)}
          aria-invalid={!!errors.date}
          aria-describedby={errors.date ? "article-date-error" : undefined}
          className={`${input} sm:max-w-xs`}
        />
        <FieldError id="article-date-error" message={errors.date} />
      </div>
      <div>
        <label htmlFor="article-desc" className="font-medium text-slate-800">
          Description
        </label>
        <textarea
          id="article-desc"
          rows={3}
          value={values.desc}
          onChange={(e) => f.set("desc", e.target.value)}
          aria-invalid={!!errors.desc}
          aria-describedby={errors.desc ? "article-desc-error" : undefined}
          className={input}
        />
        <FieldError id="article-desc-error" message={errors.desc} />
      </div>
      {renderTags({ selected: values.tags, onChange: (ids) => f.set("tags", ids), disabled: f.saving })}
      <FieldError id="article-tags-error" message={errors.tags} />
      <div className="flex items-center gap-3">
        <input
          id="article-active"
          type="checkbox"
          checked={values.active}
          onChange={(e) => f.set("active", e.target.checked)}
          className="accent-brand-700 size-5"
        />
        <label htmlFor="article-active" className="font-medium text-slate-800">
          Published (visible on the website)
        </label>
      </div>
      <DocxPreview html={f.preview} />
      {f.progress !== null ? <UploadProgress percent={f.progress} /> : null}
      {f.failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">The article was not saved. {f.failure.message}</p>
          {f.failure.network ? (
            <p className="mt-1">Everything you entered is kept. Check the connection, then press Retry.</p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="mt-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold hover:bg-red-100"
          >
            Retry
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <button
          type="submit"
          disabled={busy}
          className="bg-brand-700 hover:bg-brand-800 rounded-lg px-5 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          {f.saving ? "Saving…" : existing ? "Save changes" : "Save article"}
        </button>
        <Link to={paths.admin.currentAffairs} className="text-brand-800 font-semibold underline">
          Back to view
        </Link>
      </div>
    </form>
  );
}
