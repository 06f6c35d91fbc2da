// The one PocketBase client and the one error helper.
import PocketBase, { ClientResponseError, LocalAuthStore } from "pocketbase";
import { env } from "@/config/env";
import type { TypedPocketBase } from "@/types/pocketbase";
import { t } from "@/lib/i18n";

// Typed by collection name: pb.collection("currentAffairs") works with CurrentAffair records, so a
// field renamed in a migration (src/types/pb-schema.gen.ts) fails typecheck where it is used.
export const pb = new PocketBase(env.pbUrl) as TypedPocketBase;
// The spec turns duplicate-request auto-cancellation off; pages pass requestKey where they race.
pb.autoCancellation(false);

/**
 * The one place a dead staff session is handled: any request answered 401 (expired token,
 * changed password, deleted account) clears the stored session; the admin guard listens to the
 * auth store and sends the person to /admin/login. Requests made outside the SDK (the upload
 * XHR) call this too.
 */
export function endSessionOn401(status: number): void {
  if (status === 401 && pb.authStore.token) pb.authStore.clear();
}
pb.afterSend = (response: Response, data: unknown) => {
  endSessionOn401(response.status);
  return data;
};

export { ClientResponseError };

/**
 * A client with a session of its own, kept in local storage under `storageKey` (in memory on the
 * server): the students' client (src/features/students/session.ts), so a student's sign-in never
 * replaces a staff member's admin session in the same browser. Same server, same settings as `pb`.
 */
export function clientWithOwnSession(storageKey: string): TypedPocketBase {
  const store = typeof window === "undefined" ? undefined : new LocalAuthStore(storageKey);
  const client = new PocketBase(env.pbUrl, store) as TypedPocketBase;
  client.autoCancellation(false);
  return client;
}

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
    if (err.status === 429) return t("Too many attempts. Please wait a minute and try again.");
    if (err.status === 0 && !err.isAbort)
      return t("Could not reach the server. Check your internet connection.");
    return err.message || fallback;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export interface FormErrors<K extends string> {
  /** Server messages for the fields the form shows. */
  fields: Partial<Record<K, string>>;
  /** One line for the whole form: what to do, or what went wrong that no field explains. */
  message: string;
}

/**
 * Maps a failed save onto a form: PocketBase's field errors onto the fields the form shows, and
 * the rest (unknown fields, network, rate limit, server) into one message (the spec's rule:
 * field message, then the error's message, then `fallback`).
 */
export function toFormErrors<K extends string>(
  err: unknown,
  fieldNames: readonly K[],
  fallback: string,
): FormErrors<K> {
  const all = fieldErrors(err);
  const fields: Partial<Record<K, string>> = {};
  for (const k of fieldNames) if (all[k]) fields[k] = all[k];
  const mapped = Object.keys(fields).length;
  const message =
    mapped > 0 && mapped === Object.keys(all).length
      ? t("Please correct the fields marked above.")
      : errorMessage(err, fallback);
  return { fields, message };
}

/** True when the request failed because the session is not valid (expired or revoked token). */
export function isAuthError(err: unknown): boolean {
  return err instanceof ClientResponseError && (err.status === 401 || err.status === 403);
}

/**
 * The URL of a protected file (an article's .docx) for whoever is looking: with a file token when
 * staff are signed in, as a draft's file is only theirs to read (without one PocketBase answers
 * 404), and the plain URL for guests (a published article's file needs none).
 */
export async function protectedFileUrl(
  record: { id: string; collectionId: string; collectionName?: string },
  filename: string,
): Promise<string> {
  const staff = pb.authStore.isValid && pb.authStore.record?.collectionName === "users";
  return fileUrl(record, filename, staff ? { token: await pb.files.getToken() } : undefined);
}

/** The URL of a record's file; pass `token` for protected files of drafts. */
export function fileUrl(
  record: { id: string; collectionId: string; collectionName?: string },
  filename: string,
  query?: Record<string, string>,
): string {
  return pb.files.getURL(record as Parameters<typeof pb.files.getURL>[0], filename, query);
}
