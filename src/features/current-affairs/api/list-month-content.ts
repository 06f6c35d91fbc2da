import useSWR from "swr";
import { istMonthRange } from "@/lib/ist-date";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";
import { CHAIN_SORT, rangeFilter } from "./date-filters";

/**
 * An article as the printable month shows it (the stored, sanitised HTML included, or an old-site
 * article's stored copy of its converted .docx: storedBody in get-current-affair.ts).
 */
export type PrintArticle = Pick<
  CurrentAffair,
  "id" | "name" | "seoURL" | "date" | "desc" | "html" | "doc" | "docHtml" | "docHtmlOf"
>;

const FIELDS = "id,name,seoURL,date,desc,html,doc,docHtml,docHtmlOf";
/** Stored HTML runs to tens of KB: small pages keep each response quick on a slow phone. */
export const PRINT_PAGE_SIZE = 10;
/** A month of ~10 a day fits; past this the view says it stopped. */
export const PRINT_MAX_ARTICLES = 400;

export interface MonthContent {
  items: PrintArticle[];
  truncated: boolean;
}

/** Every article of the month with its content, read page by page (`onProgress` after each). */
export async function listMonthContent(
  month: string,
  onProgress?: (loaded: number, total: number) => void,
): Promise<MonthContent> {
  const { expr, params } = rangeFilter(istMonthRange(month));
  const filter = pb.filter(expr, params);
  const items: PrintArticle[] = [];
  for (let page = 1; items.length < PRINT_MAX_ARTICLES; page++) {
    // The first page counts the month so progress can be shown; later pages skip the count.
    const res = await pb.collection("currentAffairs").getList<PrintArticle>(page, PRINT_PAGE_SIZE, {
      filter,
      sort: CHAIN_SORT,
      fields: FIELDS,
      skipTotal: page > 1,
    });
    items.push(...res.items);
    onProgress?.(items.length, page === 1 ? res.totalItems : -1);
    if (res.items.length < PRINT_PAGE_SIZE) return { items, truncated: false };
  }
  return { items, truncated: true };
}

export function useMonthContent(month: string, onProgress?: (loaded: number, total: number) => void) {
  return useSWR(
    ["currentAffairs", "month-content", month] as const,
    ([, , m]) => listMonthContent(m, onProgress),
    {
      revalidateOnFocus: false,
    },
  );
}
