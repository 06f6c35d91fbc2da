import { useRef } from "react";

interface Props {
  file: File | null;
  /** Stored document of the record being edited. */
  currentDoc?: string;
  converting: boolean;
  error?: string;
  onChoose: (file: File | null) => void;
}

export function DocxField({ file, currentDoc, converting, error, onChoose }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor="article-doc" className="font-medium text-slate-800">
        Word document (.docx)
      </label>
      <p id="article-doc-hint" className="text-sm text-slate-600">
        {currentDoc && !file
          ? "Choose a new file only to replace the current document. The SEO URL stays the same unless you press Recheck."
          : "Choosing a file fills in the name and the SEO URL and shows a preview."}
      </p>
      <input
        ref={input}
        id="article-doc"
        type="file"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        disabled={converting}
        aria-invalid={!!error}
        aria-describedby={`article-doc-hint${error ? " article-doc-error" : ""}`}
        onChange={(e) => {
          const f = e.target.files?.[0] ?? null;
          // Clear the input so choosing the same file again (after a fix) fires onChange.
          if (input.current) input.current.value = "";
          onChoose(f);
        }}
        className="file:bg-brand-700 mt-2 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <p role="status" className="mt-1 text-sm text-slate-700">
        {converting
          ? "Reading the document…"
          : file
            ? `Chosen: ${file.name}`
            : currentDoc
              ? `Current document: ${currentDoc}`
              : ""}
      </p>
      {error ? (
        <p id="article-doc-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
