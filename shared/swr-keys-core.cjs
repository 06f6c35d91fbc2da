// The SWR keys the server's first response reads back from the page's data
// (pb_hooks/lib/first-response.js: an article's meta tags, the institute's name): one definition
// for the app's fetchers that fill them (src/lib/site-settings.ts,
// src/features/current-affairs/api/get-current-affair.ts) and the hook that reads them.

/** @type {readonly ["settings"]} */
const SETTINGS_KEY = ["settings"];

/**
 * The key of an article by its SEO URL; `preview` is a staff preview (drafts included).
 * @param {string} seoURL
 * @param {boolean} preview
 * @returns {readonly ["currentAffairs", "article", string, boolean]}
 */
function articleKey(seoURL, preview) {
  return ["currentAffairs", "article", seoURL, preview];
}

module.exports = { SETTINGS_KEY, articleKey };
