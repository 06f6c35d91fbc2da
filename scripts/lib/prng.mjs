// Seeded random choices, so a soak run's choices can be repeated from its printed seed. The
// generator (mulberry32) is shared with the app's quiz player: shared/prng-core.cjs.
import { mulberry32 } from "../../shared/prng-core.cjs";

export { mulberry32 };

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
