// A small seeded PRNG (mulberry32): the quiz player's shuffle (the same seed gives the same order
// after a reload: src/features/quizzes/player/progress.ts) and the scripts' repeatable random
// choices (scripts/lib/prng.mjs: the soak run, the search benchmark's articles).

/**
 * Returns a function giving floats in [0, 1), the same sequence for the same 32-bit seed.
 * @param {number} seed
 * @returns {() => number}
 */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

module.exports = { mulberry32 };
