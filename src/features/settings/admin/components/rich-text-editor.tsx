import { useEffect, useId, useRef } from "react";
import { FieldError, errorAria } from "@/components/form/field-error";

interface Props {
  id: string;
  label: string;
  /** Initial HTML (already sanitised); the editor owns its content afterwards. */
  initialHtml: string;
  error?: string;
  onChange: (html: string) => void;
  /** The language of the text typed ("pa" for a Punjabi twin), for spell-check and fonts. */
  lang?: string;
}

type Command = { label: string; run: (el: HTMLElement) => void };

// document.execCommand is deprecated but the one editing primitive every browser still ships; it
// keeps this editor a few hundred bytes instead of a library. Its output is sanitised on save with
// the About page's own DOMPurify policy (lib/sanitize.ts).
const exec = (cmd: string, value?: string) => document.execCommand(cmd, false, value);

const COMMANDS: Command[] = [
  { label: "Bold", run: () => exec("bold") },
  { label: "Italic", run: () => exec("italic") },
  { label: "Heading", run: () => exec("formatBlock", "<h2>") },
  { label: "Subheading", run: () => exec("formatBlock", "<h3>") },
  { label: "Paragraph", run: () => exec("formatBlock", "<p>") },
  { label: "Bulleted list", run: () => exec("insertUnorderedList") },
  { label: "Numbered list", run: () => exec("insertOrderedList") },
];

/**
 * A small rich-text editor: a toolbar (bold, italic, headings, lists, links) over a contentEditable
 * area announced as a multi-line text box. Ctrl+B / Ctrl+I work as in any editor.
 */
export function RichTextEditor({ id, label, initialHtml, error, onChange, lang }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const linkError = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initialHtml;
  }, [initialHtml]);

  const changed = () => onChange(ref.current?.innerHTML ?? "");

  const addLink = () => {
    const url = window.prompt("Link address (starting with https://)", "https://");
    if (url === null) return;
    if (!/^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(url.trim())) {
      if (linkError.current)
        linkError.current.textContent = "A link must be a full address starting with https://.";
      return;
    }
    if (linkError.current) linkError.current.textContent = "";
    exec("createLink", url.trim());
    changed();
  };

  const button =
    "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <div>
      <p id={labelId} className="block text-sm font-semibold text-slate-900">
        {label}
      </p>
      <div
        role="toolbar"
        aria-label={`${label}: formatting`}
        aria-controls={id}
        className="mt-1 flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-400 bg-slate-50 p-1.5"
      >
        {COMMANDS.map((c) => (
          <button
            key={c.label}
            type="button"
            className={button}
            // Keep the text selection in the editor while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              ref.current?.focus();
              if (ref.current) c.run(ref.current);
              changed();
            }}
          >
            {c.label}
          </button>
        ))}
        <button type="button" className={button} onMouseDown={(e) => e.preventDefault()} onClick={addLink}>
          Link
        </button>
        <button
          type="button"
          className={button}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            exec("unlink");
            changed();
          }}
        >
          Remove link
        </button>
      </div>
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        {...errorAria(id, error)}
        lang={lang}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={changed}
        onBlur={changed}
        className="prose prose-slate focus:outline-brand-700 min-h-48 max-w-none rounded-b-lg border border-slate-400 bg-white px-3 py-2 focus:outline-2"
      />
      <p ref={linkError} role="status" className="mt-1 text-sm text-amber-800" />
      <FieldError id={id} message={error} />
    </div>
  );
}
