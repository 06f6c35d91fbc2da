import { useId, useRef, useState } from "react";
import { protectedFileUrl } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import type { ArticleDetail } from "../api/get-current-affair";
import { downloadName, shareLinks } from "../share-links";
import { DownloadIcon, LinkIcon, RoundButton, ShareIcon } from "./round-button";
import { t } from "@/lib/i18n";

// One share menu per page. Where CSS anchor positioning exists the menu opens under the buttons,
// as wide as their row; elsewhere it shows centred on screen (the popover's own default).
const ANCHOR = "--article-actions";
const MENU =
  "w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg " +
  "supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:mt-3 supports-[position-area:bottom]:w-[anchor-size(width)] supports-[position-area:bottom]:[position-area:bottom]";

/** Fetch + blob + <a download> so the file gets a readable name (the stored one has a random suffix). */
async function downloadDocx(article: ArticleDetail) {
  const res = await fetch(await protectedFileUrl(article, article.doc));
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
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadDocx(article);
    } catch (err) {
      console.error(err);
      toast.error(t("Could not download the document. Please try again."));
    } finally {
      setDownloading(false);
    }
  }

  async function onShare() {
    try {
      await navigator.share({ title: article.name, text: article.desc || article.name, url: pageUrl });
    } catch (err) {
      // The visitor closing the share sheet is not an error; anything else falls back to the menu.
      if (!(err instanceof DOMException && err.name === "AbortError")) menuRef.current?.showPopover();
    }
  }

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      toast.success(t("Link copied"));
    } catch (err) {
      console.error(err);
      toast.error(t("Could not copy the link. Please copy it from the address bar."));
    }
  }

  return (
    <div>
      <div className="flex justify-around gap-2" style={{ anchorName: ANCHOR }}>
        <RoundButton
          label={t("Download")}
          icon={DownloadIcon}
          onClick={onDownload}
          disabled={!article.doc || downloading}
        />
        {/* Without the Web Share API the button opens the menu itself: a popover closes on Escape
            or a click elsewhere, and gives focus back to this button. */}
        <RoundButton
          label={t("Share")}
          icon={ShareIcon}
          onClick={canShare ? onShare : undefined}
          popoverTarget={canShare ? undefined : menuId}
          expanded={canShare ? undefined : menuOpen}
          controls={menuOpen ? menuId : undefined}
        />
        <RoundButton label={t("Copy Link")} icon={LinkIcon} onClick={onCopy} />
      </div>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        onToggle={(e) => setMenuOpen(e.newState === "open")}
        role="group"
        aria-label={t("Share this article")}
        style={{ positionAnchor: ANCHOR }}
        className={MENU}
      >
        <ul className="flex flex-wrap gap-2" aria-label={t("Share on")}>
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
          {t("Page link")}
        </label>
        <input
          id={`${menuId}-url`}
          readOnly
          value={pageUrl}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm text-slate-800"
        />
      </div>
    </div>
  );
}
