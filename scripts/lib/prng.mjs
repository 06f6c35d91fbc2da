// A small seeded PRNG (mulberry32), so a soak run's choices can be repeated from its printed seed.

/** Returns a function giving floats in [0, 1), the same sequence for the same 32-bit seed. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over a PRNG: int in [lo, hi], one item of a list, true with probability p, an id. */
export function randomTools(rnd) {
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  return {
    int,
    pick: (list) => list[Math.floor(rnd() * list.length)],
    chance: (p) => rnd() < p,
    // PocketBase record ids: 15 characters of [a-z0-9].
    id: () => Array.from({ length: 15 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[int(0, 35)]).join(""),
  };
}
