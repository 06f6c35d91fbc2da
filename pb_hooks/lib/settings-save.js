// settings' one save pipeline: every check, every normalised value and every cache a save of the
// settings record touches, in the order it runs, registered once (settings.pb.js). Before, its
// hooks were spread over settings.pb.js, settings-sections.pb.js, request-checks.pb.js,
// page-cache.pb.js and seo.pb.js.

/**
 * A save through the API (the admin's Settings page, API clients, the dashboard), before the
 * model pipeline below.
 * @param {HookRecordRequestEvent} e
 */
function checkRequest(e) {
  const sections = require(`${__hooks}/lib/settings-sections.js`);
  // 1. Update only: the version the save changes (X-Settings-Updated; 428 for staff without it).
  const expected = e.record.isNew() ? null : sections.requireVersion(e);
  // 2. Validate and normalise the sections: About without scripts, https-only social and app
  //    links, "new:<file>" picture references made the stored names (lib/settings-sections.js).
  sections.checkSections(e.record);
  if (expected === null) return e.next();
  // 3. Save in one transaction with the version check (409 when the record changed since) and
  //    the course categories renamed in every course (a category in use cannot be removed).
  sections.saveInTransaction(e, expected);
}

/**
 * Every save, whoever saves (staff, API, superusers, the seed, scripts), before validation.
 * @param {HookRecordEvent} e
 */
function onSave(e) {
  // 1. Validate: the institute name on one line, the map link https://; normalise: the About
  //    text stored as lib/html-clean.js cleans it (lib/settings-checks.js; values that changed).
  require(`${__hooks}/lib/settings-checks.js`).checkAndClean(e.record);
  // 2. Validate: links in social, appLinks and slides are https:// or a site path (lib/settings-links.js).
  require(`${__hooks}/lib/settings-links.js`).checkLinks(e.record);
  return e.next();
}

/**
 * After a save (or a delete) succeeded: invalidate what was built from the settings.
 * @param {HookRecordEvent} e
 */
function afterSave(e) {
  // 1. Every cached page (the header, footer and home page show the settings; lib/page-cache.js).
  require(`${__hooks}/lib/page-cache.js`).bump();
  // 2. The feeds (they carry the site URL and the institute's name; lib/feed-cache.js).
  require(`${__hooks}/lib/feed-cache.js`).markStale();
  e.next();
  // 3. The cache in front of the site: everything (lib/cache-purge.js; nothing when no
  //    CACHE_PURGE_URL is set). After 1 and 2, so what it asks for again is the new page.
  require(`${__hooks}/lib/cache-purge.js`).purgeAll();
}

module.exports = { checkRequest, onSave, afterSave };
