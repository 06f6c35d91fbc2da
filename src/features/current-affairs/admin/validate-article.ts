export interface ArticleValues {
  name: string;
  seoURL: string;
  /** "YYYY-MM-DD" */
  date: string;
  desc: string;
  tags: string[];
  active: boolean;
}

export type ArticleErrors = Partial<
  Record<"file" | "name" | "seoURL" | "date" | "desc" | "tags" | "doc", string>
>;

export const NAME_MAX = 300;
export const DESC_MAX = 1000;

/** The form's own checks, shown next to each field (the server checks the same limits again). */
export function validateArticle(v: ArticleValues, { needFile }: { needFile: boolean }): ArticleErrors {
  const e: ArticleErrors = {};
  const name = v.name.trim();
  if (needFile) e.file = "Choose the Word document (.docx) for this article.";
  if (!name) e.name = "Enter a name.";
  else if (name.length > NAME_MAX)
    e.name = `The name can have at most ${NAME_MAX} characters (it has ${name.length}).`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) e.date = "Choose a date.";
  if (v.desc.trim().length > DESC_MAX) e.desc = `The description can have at most ${DESC_MAX} characters.`;
  return e;
}
