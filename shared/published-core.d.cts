// Generated from published-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export const LIVE_FILTER: "active = true && (publishAt = '' || publishAt <= @now)";
