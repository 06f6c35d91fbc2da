// Staff passwords: the rules the server checks (PocketBase's password field: at least 8
// characters; bcrypt reads at most 72 bytes) and crypto-random generated ones.

export const PASSWORD_MIN = 8;
/** bcrypt ignores anything past 72 bytes; PocketBase refuses more than 71 characters. */
export const PASSWORD_MAX = 71;

// No look-alikes (0/O, 1/l/I) so a password read out over the phone is typed right; no "-" or
// spaces, and it always starts with a letter, so it can never be read as a command-line option.
const LETTERS = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const ALPHABET = `${LETTERS}23456789`;

/** One character of `chars`, uniformly (rejection sampling: no modulo bias). */
function pick(chars: string, random: (bytes: Uint8Array) => Uint8Array): string {
  const limit = 256 - (256 % chars.length);
  for (;;) {
    const [b] = random(new Uint8Array(1));
    if (b < limit) return chars[b % chars.length];
  }
}

/**
 * A new password from the browser's cryptographic random source: 16 characters from 56 (about 93
 * bits). `random` is crypto.getRandomValues unless a test passes its own.
 */
export function generatePassword(
  length = 16,
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let out = pick(LETTERS, random);
  while (out.length < length) out += pick(ALPHABET, random);
  return out;
}
