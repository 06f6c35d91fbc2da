import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { SEARCH_MAX } from "@shared/inbox-core.cjs";

export interface ListParams {
  q: string;
  /** Leads: status; messages: handled ("yes" | "no"); "" for all. */
  filter: string;
  page: number;
}

/** A list's search, filter and page live in the URL (?q=&filter=&page=), so Back and reload keep them. */
export function useListParams(allowed: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("filter") ?? "";
  const value: ListParams = {
    q: (params.get("q") ?? "").slice(0, SEARCH_MAX),
    filter: allowed.includes(raw) ? raw : "",
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
  };
  const set = useCallback(
    (next: Partial<ListParams>) => {
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          for (const [k, v] of Object.entries(next)) {
            if (v === "" || v === undefined || (k === "page" && v === 1)) p.delete(k);
            else p.set(k, String(v));
          }
          // A new search or filter starts again at page 1.
          if (next.page === undefined) p.delete("page");
          return p;
        },
        { replace: next.page === undefined },
      );
    },
    [setParams],
  );
  return [value, set] as const;
}
