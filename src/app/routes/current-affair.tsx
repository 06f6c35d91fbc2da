import { CurrentAffairPage } from "@/features/current-affairs/pages/current-affair-page";
import { BookmarkArticleButton } from "@/features/students/study/components/bookmark-button";
import { ReadToEnd } from "@/features/students/study/components/read-to-end";

// The student's parts of the article page (students feature), composed here: a bookmark button
// beside the article, and "read to the end" (the streak) after its text.
const student = {
  aside: (id: string) => <BookmarkArticleButton article={id} />,
  end: (id: string) => <ReadToEnd article={id} />,
};

export default function CurrentAffairRoute() {
  return <CurrentAffairPage student={student} />;
}
