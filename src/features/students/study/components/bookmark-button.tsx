import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { errorMessage } from "@/lib/pocketbase";
import { useStudent } from "../../session";
import {
  addBookmark,
  findBookmark,
  removeBookmark,
  useBookmarks,
  type BookmarkTarget,
} from "../api/bookmarks";
import { studyPaths } from "../links";

/**
 * A bookmark toggle for an article or a question. Signed out (also on the server and during
 * hydration) it offers sign-in instead.
 */
function BookmarkToggle({ target, what }: { target: BookmarkTarget; what: string }) {
  const student = useStudent();
  const { data, error, mutate, isLoading } = useBookmarks(student?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  if (!student) {
    return (
      <Link to={studyPaths.signIn} className="text-brand-800 text-sm underline underline-offset-2">
        {t("Sign in to bookmark")}
      </Link>
    );
  }
  const saved = findBookmark(data, target);
  async function toggle() {
    setBusy(true);
    setProblem("");
    try {
      if (saved) await removeBookmark(saved.id);
      else await addBookmark(student!.id, target);
      await mutate();
    } catch (err) {
      setProblem(errorMessage(err, t("Could not save the bookmark. Please try again.")));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={!!saved}
        aria-label={saved ? t("Remove the bookmark of {what}", { what }) : t("Bookmark {what}", { what })}
        disabled={busy || isLoading || (!data && !!error)}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{saved ? "★" : "☆"}</span>
        {saved ? t("Bookmarked") : t("Bookmark")}
      </Button>
      {problem || (!data && error) ? (
        <span role="alert" className="text-sm text-red-800">
          {problem || t("Could not load your bookmarks.")}
        </span>
      ) : null}
    </span>
  );
}

/** The article page's bookmark button. */
export function BookmarkArticleButton({ article }: { article: string }) {
  return <BookmarkToggle target={{ kind: "article", article }} what={t("this article")} />;
}

/**
 * A question's bookmark button (quiz review, result screen): `question` is the question's index in
 * the quiz's stored order, `shown` its number on screen (default: stored order). A bookmarked
 * question comes back in the revision queue (/revision).
 */
export function BookmarkQuestionButton({
  quiz,
  question,
  shown,
}: {
  quiz: string;
  question: number;
  shown?: number;
}) {
  return (
    <BookmarkToggle
      target={{ kind: "question", quiz, question }}
      what={t("question {n}", { n: shown ?? question + 1 })}
    />
  );
}
