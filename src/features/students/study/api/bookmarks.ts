import useSWR from "swr";
import type { Bookmark, CurrentAffair } from "@/types/pocketbase";
import { studentPb } from "../../session";

export type BookmarkRow = Pick<Bookmark, "id" | "kind" | "article" | "quiz" | "question" | "created"> & {
  expand?: { article?: Pick<CurrentAffair, "id" | "name" | "seoURL"> };
};

/** A question's bookmark target, or an article's. */
export type BookmarkTarget =
  { kind: "article"; article: string } | { kind: "question"; quiz: string; question: number };

/** Every bookmark of the signed-in student (the rules return only theirs), newest first. */
export function listBookmarks(): Promise<BookmarkRow[]> {
  return studentPb.collection("bookmarks").getFullList<BookmarkRow>({
    sort: "-created",
    expand: "article",
    fields:
      "id,kind,article,quiz,question,created,expand.article.id,expand.article.name,expand.article.seoURL",
    requestKey: null,
  });
}

/** One list per student, shared by every bookmark button on the page. */
export function useBookmarks(studentId: string | null) {
  return useSWR(studentId ? (["bookmarks", studentId] as const) : null, () => listBookmarks());
}

export function findBookmark(
  rows: BookmarkRow[] | undefined,
  target: BookmarkTarget,
): BookmarkRow | undefined {
  return rows?.find((b) =>
    target.kind === "article"
      ? b.kind === "article" && b.article === target.article
      : b.kind === "question" && b.quiz === target.quiz && b.question === target.question,
  );
}

export function addBookmark(student: string, target: BookmarkTarget): Promise<Bookmark> {
  return studentPb.collection("bookmarks").create({ student, ...target }, { requestKey: null });
}

export function removeBookmark(id: string): Promise<boolean> {
  return studentPb.collection("bookmarks").delete(id, { requestKey: null });
}
