// Filters for the by-date pages and the article page's neighbours. Pure (no SDK import), so they
// are unit-tested as they are; the SDK's pb.filter binds the parameters. Visibility is the list's
// `active = true` and nothing more: the API rules decide the rest (e.g. scheduled publishing).

export interface FilterParts {
  expr: string;
  params: Record<string, string | boolean>;
}

/** A stored [start, end) range, e.g. from istDayRange / istMonthRange. */
export interface StoredRange {
  start: string;
  end: string;
}

/** Articles dated inside the range. */
export function rangeFilter({ start, end }: StoredRange): FilterParts {
  return {
    expr: "active = {:active} && date >= {:start} && date < {:end}",
    params: { active: true, start, end },
  };
}

/** The latest article before the range (sort -date) and the first one after it (sort date). */
export function beforeFilter({ start }: StoredRange): FilterParts {
  return { expr: "active = {:active} && date < {:start}", params: { active: true, start } };
}
export function afterFilter({ end }: StoredRange): FilterParts {
  return { expr: "active = {:active} && date >= {:end} && date != ''", params: { active: true, end } };
}

/** Reading order of the by-date pages (oldest first) and the order the neighbour chain follows. */
export const CHAIN_SORT = "date,created,id";
export const CHAIN_SORT_DESC = "-date,-created,-id";

export interface ChainPoint {
  id: string;
  date: string;
  created: string;
}

/**
 * Articles strictly before (`older`) or after (`newer`) this one in (date, created, id) order:
 * ties on date fall back to created, then id, so every article has one previous and one next.
 */
export function neighbourFilter(p: ChainPoint, direction: "older" | "newer"): FilterParts {
  const op = direction === "older" ? "<" : ">";
  return {
    expr:
      `active = {:active} && id != {:id} && date != '' && (date ${op} {:date} || ` +
      `(date = {:date} && (created ${op} {:created} || (created = {:created} && id ${op} {:id}))))`,
    params: { active: true, id: p.id, date: p.date, created: p.created },
  };
}

/** Other articles of the same stored day range, for "More from this day". */
export function sameDayFilter(range: StoredRange, excludeId: string): FilterParts {
  const base = rangeFilter(range);
  return { expr: `${base.expr} && id != {:exclude}`, params: { ...base.params, exclude: excludeId } };
}
