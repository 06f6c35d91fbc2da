// Covering indexes for full-text search (pb_hooks/lib/search.js). A search tests every candidate
// article for "published" (active, publishAt) and the tag filter (tags) and orders ties (date,
// created). Those columns come after the article's HTML and text in the table's rows, so reading
// them from the table walks each row's overflow pages (about 8 KB an article); from an index they
// cost one b-tree lookup.
// - idx_currentAffairs_search_live: by id, for the matches the full-text index finds;
// - idx_currentAffairs_search_recent: newest first, for queries of one- and two-letter words only
//   (no index lookup; articles are walked newest first until a page is found).
// Measured at 10,000 articles with scripts/bench-search.mjs.
const INDEXES = {
  idx_currentAffairs_search_live: "id, active, publishAt, date, created, tags",
  idx_currentAffairs_search_recent: "active, date, created, publishAt, id, tags",
};

migrate(
  (app) => {
    const ca = app.findCollectionByNameOrId("currentAffairs");
    for (const [name, columns] of Object.entries(INDEXES)) ca.addIndex(name, false, columns, "");
    app.save(ca);
  },
  (app) => {
    const ca = app.findCollectionByNameOrId("currentAffairs");
    for (const name of Object.keys(INDEXES)) ca.removeIndex(name);
    app.save(ca);
  },
);
