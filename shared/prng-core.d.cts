// Generated from prng-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
/**
 * Returns a function giving floats in [0, 1), the same sequence for the same 32-bit seed.
 * @param {number} seed
 * @returns {() => number}
 */
export function mulberry32(seed: number): () => number;
