// A lazily loaded chunk can fail after a new deploy replaced the hashed files (or on flaky
// mobile data). Recognise that so the visitor gets a Reload button instead of a blank page.
export function isChunkLoadError(err: unknown): boolean {
  if (!err) return false;
  const e = err as { name?: string; message?: string };
  const msg = `${e.name ?? ""} ${e.message ?? String(err)}`;
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    msg,
  );
}
