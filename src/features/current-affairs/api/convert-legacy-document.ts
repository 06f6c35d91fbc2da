import useSWR from "swr";
import { protectedFileUrl } from "@/lib/pocketbase";
import { clientOnly } from "@/lib/swr";
import type { ArticleDetail } from "./get-current-affair";

/** Articles from the old site have no stored HTML: convert their .docx in the browser. */
export async function convertLegacyDocument(article: ArticleDetail): Promise<string> {
  if (!article.doc) throw new Error("The article has no document attached.");
  // Staff previewing a draft need a file token (the file is protected).
  const res = await fetch(await protectedFileUrl(article, article.doc));
  if (!res.ok) throw new Error(`Document download failed (${res.status}).`);
  const blob = await res.blob();
  // The converter (and, through its worker, mammoth) is only fetched on this path.
  const { convertDocx } = await import("@/lib/docx/convert-docx");
  return (await convertDocx(blob, { imageMode: "inline" })).html;
}

/**
 * The converted HTML of a legacy article, kept for ten minutes (a conversion is costly). Converted
 * in the reader's browser only: the server paints "Loading document..." (an old-site article gets
 * its stored copy, docHtml, when the server has converted it once).
 */
export function useLegacyDocument(article: ArticleDetail | null) {
  return useSWR(
    article?.doc ? (["currentAffairs", "document", article.id, article.doc] as const) : null,
    clientOnly(() => convertLegacyDocument(article as ArticleDetail)),
    { dedupingInterval: 10 * 60_000 },
  );
}
