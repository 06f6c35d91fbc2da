// The offline page (offline.html, precached by the service worker): lists the saved articles.
// Plain DOM, no React: it must show at once from the cache.
import "../../index.css";
import { listSavedArticles, type SavedArticle } from "@/lib/offline/saved-articles";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

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
    when.textContent = `Saved ${dateFormat.format(a.savedAt)}`;
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

void showSavedArticles();
