// The one PocketBase client and the one error helper.
import PocketBase, { ClientResponseError } from "pocketbase";
import { env } from "@/config/env";

export const pb = new PocketBase(env.pbUrl);
// The spec turns duplicate-request auto-cancellation off; pages pass requestKey where they race.
pb.autoCancellation(false);

export { ClientResponseError };

export function isAbort(err: unknown): boolean {
  return err instanceof ClientResponseError && err.isAbort;
}

export function isNotFound(err: unknown): boolean {
  return err instanceof ClientResponseError && err.status === 404;
}

/** Field-level validation messages from a PocketBase error, keyed by field name. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ClientResponseError)) return {};
  const data = (err.response?.data ?? {}) as Record<string, { message?: string } | undefined>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) if (v?.message) out[k] = v.message;
  return out;
}

/**
 * The spec's message rule: the field-level message for `field` first, then the error's own
 * message, then `fallback`.
 */
export function errorMessage(err: unknown, fallback: string, field?: string): string {
  if (field) {
    const f = fieldErrors(err)[field];
    if (f) return f;
  }
  if (err instanceof ClientResponseError) {
    if (err.status === 429) return "Too many attempts. Please wait a minute and try again.";
    if (err.status === 0 && !err.isAbort) return "Could not reach the server. Check your internet connection.";
    return err.message || fallback;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** True when the request failed because the session is not valid (expired or revoked token). */
export function isAuthError(err: unknown): boolean {
  return err instanceof ClientResponseError && (err.status === 401 || err.status === 403);
}

/** The URL of a record's file; pass `token` for protected files of drafts. */
export function fileUrl(
  record: { id: string; collectionId: string; collectionName?: string },
  filename: string,
  query?: Record<string, string>,
): string {
  return pb.files.getURL(record as Parameters<typeof pb.files.getURL>[0], filename, query);
}
