// Generated from published-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export const LIVE_FILTER: "active = true && (publishAt = '' || publishAt <= @now)";
/**
 * LIVE_FILTER as an SQL condition on the table or alias `table` ("" for none), with the current
 * time bound as {:now} (PocketBase's stored form, "YYYY-MM-DD HH:MM:SS.sssZ", which compares as text).
 * @param {string} table
 */
export function liveSql(table: string): string;
