// What the public side shows (active, and published by now): one definition, shared with the
// server's first response, in published-core.cjs.
export { LIVE_FILTER } from "./published-core.cjs";
