// The article form's own checks as valibot schemas (react-hook-form's resolver runs them on save);
// the server checks the same limits again. The messages are the ones shown next to each field.
import * as v from "valibot";
import { publishAtSchema } from "@/lib/publish-at";

export const NAME_MAX = 300;
export const DESC_MAX = 1000;

export const FILE_REQUIRED = "Choose the Word document (.docx) for this article.";

function articleSchema({ creating }: { creating: boolean }) {
  return v.object({
    /** The chosen Word document; a new article needs one, an edit keeps the stored one. */
    doc: v.custom<File | null>((f) => f instanceof File || (!creating && f === null), FILE_REQUIRED),
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("Enter a name."),
      v.maxLength(
        NAME_MAX,
        (issue) => `The name can have at most ${NAME_MAX} characters (it has ${issue.input.length}).`,
      ),
    ),
    /** Computed (file name or Recheck), never typed. */
    seoURL: v.string(),
    /** "YYYY-MM-DD" */
    date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date.")),
    desc: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(DESC_MAX, `The description can have at most ${DESC_MAX} characters.`),
    ),
    tags: v.array(v.string()),
    active: v.boolean(),
    /** datetime-local in IST; "" = publish as soon as active. */
    publishAt: publishAtSchema,
  });
}

export const createArticleSchema = articleSchema({ creating: true });
export const editArticleSchema = articleSchema({ creating: false });

export type ArticleValues = v.InferOutput<typeof createArticleSchema>;

/** The form's fields a server validation error can be shown next to. */
export const ARTICLE_FIELDS = ["doc", "name", "seoURL", "date", "desc", "tags", "publishAt"] as const;
