/**
 * The short id a message's Punjabi is stored under (32-bit FNV-1a of its English text, base 36):
 * the lazy Punjabi chunks then carry no English keys. Shared by vite.config.ts (which writes
 * them) and src/lib/i18n.ts; src/lib/locales/catalogs.test.ts checks no two messages share one.
 */
export function messageId(message: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < message.length; i++) h = Math.imul(h ^ message.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}
