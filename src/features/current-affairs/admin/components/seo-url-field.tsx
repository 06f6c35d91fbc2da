import { Button } from "@/components/ui/button";

interface Props {
  value: string;
  checking: boolean;
  error?: string;
  onRecheck: () => void;
}

/** The SEO URL is computed, not typed: shown read-only with a Recheck button (spec). */
export function SeoUrlField({ value, checking, error, onRecheck }: Props) {
  return (
    <div>
      <span id="article-seo-label" className="font-medium text-slate-800">
        SEO URL
      </span>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <output
          aria-labelledby="article-seo-label"
          aria-describedby={error ? "article-seo-error" : undefined}
          className={`min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm ${
            value ? "font-mono break-all text-slate-800" : "text-slate-600"
          }`}
        >
          {value ? `/currentaffairs/${value}` : "Set when you choose a document or press Recheck"}
        </output>
        <Button variant="secondary" size="sm" onClick={onRecheck} disabled={checking}>
          Recheck
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {checking ? "Checking uniqueness..." : ""}
      </p>
      {error ? (
        <p id="article-seo-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
