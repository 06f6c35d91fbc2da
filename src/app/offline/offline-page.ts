// The offline page (offline.html, precached by the service worker): lists the saved articles.
// Plain DOM, no React: it must show at once from the cache.
import "../../index.css";
import { currentLang, dateFormatter, loadAllMessages, msg, startLang, t } from "@/lib/i18n";
import { listSavedArticles, type SavedArticle } from "@/lib/offline/saved-articles";

// offline.html's texts (elements marked data-t, keyed by their English text).
const TEXTS: readonly string[] = [
  msg("You are offline"),
  msg("No internet connection"),
  msg(
    "This page is not saved on this phone. Check your mobile data or Wi-Fi and try again. Articles you have opened before can still be read without internet.",
  ),
  msg("Try again"),
  msg("Saved articles"),
  msg("Saved for offline reading"),
  msg(
    "No articles are saved yet. Every current affairs article you open while online is saved here (the last 30), so you can read it later without internet.",
  ),
];

/** The page's texts in the visitor's language (the lang cookie or the browser, as the site). */
export async function translatePage(root: Document = document): Promise<void> {
  await startLang();
  await loadAllMessages();
  if (currentLang() === "en") return;
  for (const el of root.querySelectorAll<HTMLElement>("[data-t]")) {
    const key = (el.textContent ?? "").replace(/\s+/g, " ").trim();
    if (TEXTS.includes(key)) el.textContent = t(key);
  }
  root.title = root.title.replace("You are offline", t("You are offline"));
}

const dateFormat = {
  format: (d: Date | number) =>
    dateFormatter(currentLang(), { day: "numeric", month: "short", year: "numeric" }).format(d),
};

function item(a: SavedArticle): HTMLLIElement {
  const li = document.createElement("li");
  const link = document.createElement("a");
  link.href = a.path;
  link.className =
    "hover:border-brand-600 block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors";
  const title = document.createElement("span");
  title.className = "text-brand-800 block font-semibold break-words";
  title.textContent = a.title;
  link.append(title);
  if (a.savedAt) {
    const when = document.createElement("span");
    when.className = "mt-1 block text-sm text-slate-600";
    when.textContent = t("Saved {date}", { date: dateFormat.format(a.savedAt) });
    link.append(when);
  }
  li.append(link);
  return li;
}

export async function showSavedArticles(root: Document = document): Promise<void> {
  const list = root.getElementById("saved-list");
  const none = root.getElementById("saved-none");
  if (!list || !none) return;
  const saved = await listSavedArticles().catch(() => []);
  list.replaceChildren(...saved.map(item));
  list.hidden = saved.length === 0;
  none.hidden = saved.length > 0;
}

void translatePage()
  .catch(() => undefined)
  .then(() => showSavedArticles());
