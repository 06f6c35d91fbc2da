import { useEffect, useId, useRef, useState } from "react";
import { fileUrl } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import type { ArticleDetail } from "../api/get-current-affair";
import { downloadName, shareLinks } from "../share-links";
import { DownloadIcon, LinkIcon, RoundButton, ShareIcon } from "./round-button";

/** Fetch + blob + <a download> so the file gets a readable name (the stored one has a random suffix). */
async function downloadDocx(article: ArticleDetail) {
  const res = await fetch(fileUrl(article, article.doc));
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = downloadName(article.seoURL);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function ArticleActions({ article, pageUrl }: { article: ArticleDetail; pageUrl: string }) {
  const [downloading, setDownloading] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      shareRef.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (menuRef.current && !menuRef.current.parentElement?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [menuOpen]);

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadDocx(article);
    } catch (err) {
      console.error(err);
      toast.error("Could not download the document. Please try again.");
    } finally {
      setDownloading(false);
    }
  }

  async function onShare() {
    if (!canShare) return setMenuOpen((o) => !o);
    try {
      await navigator.share({ title: article.name, text: article.desc || article.name, url: pageUrl });
    } catch (err) {
      // The visitor closing the share sheet is not an error; anything else falls back to the menu.
      if (!(err instanceof DOMException && err.name === "AbortError")) setMenuOpen(true);
    }
  }

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      toast.success("Link copied");
    } catch (err) {
      console.error(err);
      toast.error("Could not copy the link. Please copy it from the address bar.");
    }
  }

  return (
    <div className="relative">
      <div className="flex justify-around gap-2">
        <RoundButton
          label="Download"
          icon={DownloadIcon}
          onClick={onDownload}
          disabled={!article.doc || downloading}
        />
        <RoundButton
          ref={shareRef}
          label="Share"
          icon={ShareIcon}
          onClick={onShare}
          expanded={canShare ? undefined : menuOpen}
          controls={menuOpen ? menuId : undefined}
        />
        <RoundButton label="Copy Link" icon={LinkIcon} onClick={onCopy} />
      </div>
      {menuOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          role="group"
          aria-label="Share this article"
          className="mt-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <ul className="flex flex-wrap gap-2" aria-label="Share on">
            {shareLinks(pageUrl, article.name).map((l) => (
              <li key={l.label}>
                <a
                  href={l.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:border-brand-600 inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <label htmlFor={`${menuId}-url`} className="mt-3 block text-sm font-medium text-slate-700">
            Page link
          </label>
          <input
            id={`${menuId}-url`}
            readOnly
            value={pageUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm text-slate-800"
          />
        </div>
      ) : null}
    </div>
  );
}
