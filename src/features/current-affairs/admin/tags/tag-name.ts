// Tag-name rules (clean name, comparison key, max length) come from shared/rules-core.cjs, which
// pb_hooks/lib/admin-names.js also loads, so the form and the server agree; the UI helpers
// that use them live here.
import { ClientResponseError, errorMessage, fieldErrors } from "@/lib/pocketbase";
import { tagKey } from "@shared/rules-core.cjs";

export { cleanName as cleanTagName, tagKey, TAG_NAME_MAX } from "@shared/rules-core.cjs";

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
