// The course form's rules (the server checks the same: price bounds and image limits are the
// fields' own rules, the https store URL and the whole-number price are pb_hooks/courses.pb.js).
import * as v from "valibot";
import { imageFilePixelsProblem } from "@/lib/image-size";
import { COURSE_LIMITS, httpsUrlProblem } from "@shared/rules-core.cjs";

export const PRESET_LABELS = ["Test", "PDF", "Free Content", "Live Class", "Videos"] as const;

export interface CourseFormValues {
  name: string;
  /** The Punjabi name and description (issue 24): optional, the site shows the English where empty. */
  namePa: string;
  descriptionPa: string;
  cat: string[];
  tags: string[];
  /** As typed; whole rupees. */
  price: string;
  url: string;
  description: string;
  /** A newly chosen picture; null when none is chosen (the stored one, if any, stays). */
  image: File | null;
  removeImage: boolean;
  active: boolean;
}

export const MAX_PRICE_TEXT = "₹10,00,000";

/** Null when `text` is a whole number of rupees in range, else what is wrong in plain words. */
export function priceProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return "Enter the price in rupees (0 for a free course).";
  if (/^-/.test(t)) return "The price cannot be negative.";
  if (!/^[0-9]+$/.test(t)) return "Enter the price in whole rupees using digits only, for example 18500.";
  if (Number(t) > COURSE_LIMITS.priceMax) return `The price can be at most ${MAX_PRICE_TEXT}.`;
  return null;
}

const MB = 1024 * 1024;

/** Null when `file` may be sent, else why not (the server checks the contents again). */
export function imageProblem(file: File): string | null {
  if (file.size === 0) return `"${file.name}" is empty (0 bytes). Choose another picture.`;
  if (!COURSE_LIMITS.imageTypes.includes(file.type)) {
    return `"${file.name}" is not a PNG, JPEG or WebP picture.`;
  }
  if (file.size > COURSE_LIMITS.imageMaxBytes) {
    return `"${file.name}" is ${(file.size / MB).toFixed(1)} MB; the largest allowed is 2 MB. Make it smaller and try again.`;
  }
  return null;
}

/**
 * Whether the file's first bytes are really a PNG, JPEG or WebP (a renamed .exe is not) of at
 * most 40 megapixels (its header's size). Null when they are, else a message.
 */
export async function imageContentProblem(file: File): Promise<string | null> {
  // FileReader rather than Blob.arrayBuffer(): older phone browsers lack the latter.
  const head = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file."));
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
  const b = new Uint8Array(head);
  const png = b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const text = String.fromCharCode(...b);
  const webp = text.startsWith("RIFF") && text.slice(8, 12) === "WEBP";
  if (!(png || jpeg || webp)) {
    return `"${file.name}" is not really a picture (its contents are not PNG, JPEG or WebP), even if its name says so.`;
  }
  // A small file can still say 24000 × 24000 pixels and take a gigabyte to make a thumbnail of.
  return imageFilePixelsProblem(file);
}

export const courseSchema: v.GenericSchema<CourseFormValues, CourseFormValues> = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Enter the course name."),
    v.maxLength(COURSE_LIMITS.nameMax, `Keep the name under ${COURSE_LIMITS.nameMax} characters.`),
  ),
  namePa: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(COURSE_LIMITS.nameMax, `Keep the Punjabi name under ${COURSE_LIMITS.nameMax} characters.`),
  ),
  descriptionPa: v.pipe(
    v.string(),
    v.maxLength(
      COURSE_LIMITS.descriptionMax,
      `Keep the Punjabi description under ${COURSE_LIMITS.descriptionMax} characters.`,
    ),
  ),
  cat: v.array(v.string()),
  tags: v.array(v.string()),
  price: v.pipe(
    v.string(),
    v.check(
      (t) => priceProblem(t) === null,
      (issue) => priceProblem(String(issue.input)) ?? "",
    ),
  ),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Enter the course's page on the store (an https:// link)."),
    v.check(
      (u) => httpsUrlProblem(u) === null,
      (issue) => `The store URL ${httpsUrlProblem(issue.input) ?? ""}.`,
    ),
  ),
  description: v.pipe(
    v.string(),
    v.maxLength(
      COURSE_LIMITS.descriptionMax,
      `Keep the description under ${COURSE_LIMITS.descriptionMax} characters.`,
    ),
  ),
  image: v.pipe(
    v.nullable(v.instance(File)),
    v.check(
      (f) => f === null || imageProblem(f) === null,
      (issue) => {
        const f = issue.input;
        return f instanceof File ? (imageProblem(f) ?? "") : "";
      },
    ),
  ),
  removeImage: v.boolean(),
  active: v.boolean(),
});

/** Friendlier words for PocketBase's codes on the fields staff cannot read the server's text of. */
export function friendlyServerError(field: string, code: string | undefined): string | null {
  if (field === "price" && code === "validation_max_number_constraint") {
    return `The price can be at most ${MAX_PRICE_TEXT}.`;
  }
  if (field === "price" && code === "validation_min_number_constraint")
    return "The price cannot be negative.";
  if (field === "image" && code === "validation_invalid_mime_type") {
    return "The server checked this file: it is not a PNG, JPEG or WebP picture. Choose another picture.";
  }
  if (field === "image" && code === "validation_file_size_limit") {
    return "The picture is larger than 2 MB. Make it smaller and try again.";
  }
  return null;
}
