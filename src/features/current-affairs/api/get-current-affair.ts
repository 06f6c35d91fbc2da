import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import { useStaffPreview } from "@/lib/preview";
import { LIVE_FILTER } from "@shared/published-core.cjs";
import { articleKey } from "@shared/swr-keys-core.cjs";
import type { CurrentAffair } from "@/types/pocketbase";

export type ArticleDetail = Pick<
  CurrentAffair,
  | "id"
  | "collectionId"
  | "collectionName"
  | "name"
  | "date"
  | "desc"
  | "seoURL"
  | "doc"
  | "html"
  | "docHtml"
  | "docHtmlOf"
  | "created"
  | "active"
  | "publishAt"
  | "expand"
>;

const DETAIL_FIELDS =
  "id,collectionId,collectionName,name,date,desc,seoURL,doc,html,docHtml,docHtmlOf,created,active,publishAt,expand.tags.id,expand.tags.name,expand.tags.namePa";

/**
 * The article's body as stored on the server: its HTML, or for an old-site article (only a .docx)
 * the server's stored copy of the converted .docx while it is of the present file (docHtmlOf =
 * doc; pb_hooks/lib/doc-html.js). "" when the page must convert the .docx itself.
 */
export function storedBody(article: Pick<ArticleDetail, "html" | "doc" | "docHtml" | "docHtmlOf">): string {
  if (article.html) return article.html;
  return article.doc && article.docHtmlOf === article.doc ? (article.docHtml ?? "") : "";
}

/**
 * The live article with this seoURL (active and its publish time passed; bound as a parameter, so
 * quotes or filter syntax match nothing). With `withDrafts` (signed-in staff previewing) a draft or
 * scheduled article is found too; the rules never give visitors one.
 */
export function getCurrentAffair(seoURL: string, withDrafts = false): Promise<ArticleDetail> {
  const filter = withDrafts
    ? pb.filter("seoURL = {:seoURL}", { seoURL })
    : pb.filter(`seoURL = {:seoURL} && ${LIVE_FILTER}`, { seoURL });
  return pb.collection("currentAffairs").getFirstListItem<ArticleDetail>(filter, {
    expand: "tags",
    fields: DETAIL_FIELDS,
    skipTotal: true,
  });
}

/** The public article page's record. */
export function useCurrentAffair(seoURL: string) {
  const preview = useStaffPreview();
  return useSWR(seoURL ? articleKey(seoURL, preview) : null, ([, , slug, drafts]) =>
    getCurrentAffair(slug, drafts),
  );
}
