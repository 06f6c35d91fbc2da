// The settings sections' form rules (valibot). Messages are what staff see next to the field.
import * as v from "valibot";
import { linkProblem, tagKey } from "@shared/rules-core.cjs";

/** Trimmed text of at most `max` characters; `label` names it in the message. */
export const text = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} can be at most ${max} characters.`));

export const requiredText = (label: string, max: number) =>
  v.pipe(text(label, max), v.minLength(1, `Enter the ${label.toLowerCase()}.`));

const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s]*$/i;

/** An https:// address (never javascript:, data: or http:), or empty. */
export const httpsUrl = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === "" || (HTTPS.test(s) && linkProblem(s) === null),
      `${label} must be a full address starting with https:// (for example https://example.com/page).`,
    ),
  );

/** A link for a button: an https:// address or a path on this site such as /courses, or empty. */
export const siteLink = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => linkProblem(s) === null,
      `${label} must start with https:// or be a page of this site such as /courses.`,
    ),
  );

export const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export const phone = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === "" || PHONE.test(s),
      `${label} can hold only digits, spaces and a leading +, e.g. +91 98765 43210.`,
    ),
  );

/** True when two names are the same ignoring case (any script), as the server compares them. */
export function sameName(a: string, b: string): boolean {
  return tagKey(a) === tagKey(b);
}
