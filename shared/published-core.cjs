// What the public side shows: active, and its "publish at" time passed (or none). The access
// rules say the same for guests (migration 1764100600); public queries repeat it so a signed-in
// staff member browsing the site sees what visitors see, not drafts or scheduled items.
// One definition, in both languages it is written in: the API filter for the app
// (src/features/*/api) and the server's first response (pb_hooks/lib/first-response.js), and SQL
// for the hooks' own queries (the search, lib/search-sql.js; the feeds, lib/feed-cache.js).
// A file of its own so the pages that need it load nothing more.
const LIVE_FILTER = "active = true && (publishAt = '' || publishAt <= @now)";

/**
 * LIVE_FILTER as an SQL condition on the table or alias `table` ("" for none), with the current
 * time bound as {:now} (PocketBase's stored form, "YYYY-MM-DD HH:MM:SS.sssZ", which compares as text).
 * @param {string} table
 */
function liveSql(table) {
  const c = table ? `${table}.` : "";
  return `${c}active = TRUE AND (${c}publishAt IS NULL OR ${c}publishAt = '' OR ${c}publishAt <= {:now})`;
}

module.exports = { LIVE_FILTER, liveSql };
