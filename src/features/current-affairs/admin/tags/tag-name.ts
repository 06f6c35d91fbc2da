// The tag-name rules shared with pb_hooks/lib/admin-names.js: trimmed, inner spaces collapsed,
// NFC-normalised; two names are the same tag when they match ignoring case.
import { ClientResponseError, errorMessage, fieldErrors } from "@/lib/pocketbase";

export function cleanTagName(value: string): string {
  return value.normalize("NFC").replace(/\s+/g, " ").trim();
}

export function tagKey(value: string): string {
  return cleanTagName(value).toLowerCase().normalize("NFC");
}

/** The existing tag with the same name as `name` (ignoring `exceptId`), if any. */
export function findSameTag<T extends { id: string; name: string }>(
  tags: readonly T[],
  name: string,
  exceptId?: string,
): T | undefined {
  const key = tagKey(name);
  return tags.find((t) => t.id !== exceptId && tagKey(t.name) === key);
}

export const TAG_EXISTS = "This tag already exists";
export const TAG_NAME_MAX = 60;

/**
 * The spec's tag error rule: the server's field message for name, else its error message, else
 * `fallback` ('Failed to create tag' …). The SDK fills a missing message with its own generic
 * "Something went wrong.", which must not hide the spec's fallback.
 */
export function tagErrorMessage(err: unknown, fallback: string): string {
  const field = fieldErrors(err).name;
  if (field) return field;
  if (err instanceof ClientResponseError && err.status !== 0 && err.status !== 429) {
    const message = (err.response as { message?: unknown } | undefined)?.message;
    return typeof message === "string" && message ? message : fallback;
  }
  return errorMessage(err, fallback);
}
