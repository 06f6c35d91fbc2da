/** The upload bar: staff on mobile data need to see that a large document is still moving. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="border-brand-100 bg-brand-50 rounded-lg border p-3">
      <div className="text-brand-900 flex justify-between text-sm font-medium">
        <label htmlFor="article-upload-progress">Uploading…</label>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        id="article-upload-progress"
        max={100}
        value={percent}
        className="accent-brand-700 mt-2 h-2 w-full"
      >
        {percent}%
      </progress>
    </div>
  );
}
