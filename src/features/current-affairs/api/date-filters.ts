// Filters for the by-date pages and the article page's neighbours. Pure (no SDK import), so they
// are unit-tested as they are; the SDK's pb.filter binds the parameters. Visibility is the list's
// `active = true` and nothing more: the API rules decide the rest (e.g. scheduled publishing).
// One definition, shared with the server's first response (which embeds the article page's
// neighbours and day quiz), in shared/day-queries-core.cjs.
export {
  afterFilter,
  beforeFilter,
  CHAIN_SORT,
  CHAIN_SORT_DESC,
  neighbourFilter,
  rangeFilter,
  sameDayFilter,
  type ChainPoint,
  type FilterParts,
  type StoredRange,
} from "@shared/day-queries-core.cjs";
