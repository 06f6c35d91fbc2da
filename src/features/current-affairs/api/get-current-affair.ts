import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import { LIVE_FILTER } from "@/lib/published";
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
  | "created"
  | "expand"
>;

const DETAIL_FIELDS =
  "id,collectionId,collectionName,name,date,desc,seoURL,doc,html,created,expand.tags.id,expand.tags.name";

/** The live (active, publish time passed) article with this seoURL (bound as a parameter, so quotes or filter syntax match nothing). */
export function getCurrentAffair(seoURL: string): Promise<ArticleDetail> {
  return pb
    .collection("currentAffairs")
    .getFirstListItem<ArticleDetail>(pb.filter(`seoURL = {:seoURL} && ${LIVE_FILTER}`, { seoURL }), {
      expand: "tags",
      fields: DETAIL_FIELDS,
      skipTotal: true,
    });
}

/** The public article page's record. */
export function useCurrentAffair(seoURL: string) {
  return useSWR(seoURL ? (["currentAffairs", "article", seoURL] as const) : null, ([, , slug]) =>
    getCurrentAffair(slug),
  );
}
