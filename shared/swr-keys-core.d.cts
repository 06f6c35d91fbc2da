// Generated from swr-keys-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
/** @type {readonly ["settings"]} */
export const SETTINGS_KEY: readonly ["settings"];
/**
 * The key of an article by its SEO URL; `preview` is a staff preview (drafts included).
 * @param {string} seoURL
 * @param {boolean} preview
 * @returns {readonly ["currentAffairs", "article", string, boolean]}
 */
export function articleKey(seoURL: string, preview: boolean): readonly ["currentAffairs", "article", string, boolean];
