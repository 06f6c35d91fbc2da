// Generated from route-match-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
/**
 * The route of `routes` (src/config/routes.json) a path (already percent-decoded, as React
 * Router sees it) belongs to: { name, module, params } or null.
 * @template {string} N
 * @param {ReadonlyArray<readonly [N, string, string]>} routes [name, pattern, module] rows
 * @param {string} pathname
 * @returns {{ name: N, module: string, params: Record<string, string> } | null}
 */
export function matchRoute<N extends string>(routes: ReadonlyArray<readonly [N, string, string]>, pathname: string): {
    name: N;
    module: string;
    params: Record<string, string>;
} | null;
/**
 * Where an old address now lives ("/quizs/abc/leaderboard" → "/quizzes/abc/leaderboard"), or
 * null. Case-insensitive like the routes; the rest of the path is kept as given (still escaped).
 * @param {string} pathname
 * @returns {string | null}
 */
export function movedTo(pathname: string): string | null;
