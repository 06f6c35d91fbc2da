// What the public side shows: active, and its "publish at" time passed (or none). The access
// rules say the same for guests (migration 1764100600); public queries repeat it so a signed-in
// staff member browsing the site sees what visitors see, not drafts or scheduled items.
// One definition for the app (src/lib/published.ts) and the server's first response
// (pb_hooks/lib/first-response.js); a file of its own so the pages that need it load nothing more.
const LIVE_FILTER = "active = true && (publishAt = '' || publishAt <= @now)";

module.exports = { LIVE_FILTER };
