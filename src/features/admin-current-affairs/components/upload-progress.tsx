/** The upload bar: staff on mobile data need to see that a large document is still moving. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-3">
      <div className="flex justify-between text-sm font-medium text-brand-900">
        <label htmlFor="article-upload-progress">Uploading…</label>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress id="article-upload-progress" max={100} value={percent} className="mt-2 h-2 w-full accent-brand-700">
        {percent}%
      </progress>
    </div>
  );
}
