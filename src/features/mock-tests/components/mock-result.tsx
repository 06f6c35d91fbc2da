import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { mockPaths } from "@/config/mock-paths";
import { paths } from "@/config/paths";
import { localized, t, useLang } from "@/lib/i18n";
import { useStudent } from "@/lib/student-session";
import type { QuestionLang } from "@/types/pocketbase";
import type { MockAttemptView } from "../api/mock-attempt-view";
import { marks, sectionArithmetic, weakTopics } from "../player/result-maths";
import { formatClock } from "../player/section-clock";
import { MockReview } from "./mock-review";

interface Props {
  view: MockAttemptView;
  testLang: QuestionLang;
  langs: Record<string, QuestionLang>;
  onAgain: () => void;
}

/**
 * The finished attempt: total and per-section scores with their arithmetic, qualifying status,
 * time per section, weak topics, rank and percentile (ranked tests), then the full review.
 */
export function MockResultView({ view, testLang, langs, onAgain }: Props) {
  const lang = useLang();
  const student = useStudent();
  const result = view.result;
  if (!result) return null;
  const weak = weakTopics(result);
  return (
    <section aria-labelledby="mock-result" className="mt-6 space-y-6">
      <div className="border-brand-100 bg-brand-50 rounded-xl border p-5 text-center">
        <h2 id="mock-result" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {t("Your result")}
        </h2>
        <p className="text-brand-800 mt-1 text-3xl font-bold">
          {marks(view.score ?? 0)} / {marks(result.total)}
        </p>
        <p className="mt-1 text-slate-800">
          {t("{correct} correct, {wrong} wrong, {skipped} not answered", {
            correct: view.correct ?? 0,
            wrong: view.wrong ?? 0,
            skipped: view.skipped ?? 0,
          })}
          {" · "}
          {t("Time taken:")} <strong>{formatClock(view.timeTaken ?? 0)}</strong>
        </p>
        {view.test.ranked ? <RankLine view={view} signedIn={student !== null} /> : null}
      </div>

      <section aria-labelledby="mock-sections">
        <h2 id="mock-sections" className="text-lg font-bold text-slate-900">
          {t("Sections")}
        </h2>
        <ol className="mt-2 space-y-2">
          {result.sections.map((r) => {
            const s = view.sections.find((x) => x.id === r.id);
            if (!s) return null;
            return (
              <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <h3 className="font-semibold text-slate-900">{localized(s, "title", lang)}</h3>
                <p className="mt-1 font-mono text-sm text-slate-900">{sectionArithmetic(s, r)}</p>
                <p className="mt-1 text-sm text-slate-800">
                  {r.qualified === null ? null : r.qualified ? (
                    <span className="font-semibold text-green-800">
                      ✓ {t("Qualified (needs {marks})", { marks: marks(s.qualifying) })}
                    </span>
                  ) : (
                    <span className="font-semibold text-red-800">
                      ✗ {t("Not qualified (needs {marks})", { marks: marks(s.qualifying) })}
                    </span>
                  )}
                  {r.qualified === null ? null : " · "}
                  {t("Time: {clock}", { clock: formatClock(r.seconds) })}
                </p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="mock-topics">
        <h2 id="mock-topics" className="text-lg font-bold text-slate-900">
          {t("Weak topics")}
        </h2>
        {weak.length ? (
          <ul className="mt-2 space-y-1">
            {weak.map((x) => (
              <li key={x.topic} className="text-slate-900">
                {x.topic} <strong>{x.percent} %</strong>{" "}
                <span className="text-sm text-slate-600">
                  ({t("{correct} of {answered} right", { correct: x.correct, answered: x.answered })})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-800">
            {t("No weak topics: every topic you answered is at 60 % or more.")}
          </p>
        )}
        {result.topics.length > weak.length ? (
          <details className="mt-2">
            <summary className="cursor-pointer text-slate-800">{t("All topics")}</summary>
            <ul className="mt-1 space-y-1">
              {result.topics.map((x) => (
                <li key={x.topic}>
                  {x.topic} {x.percent} %
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="lg" onClick={onAgain}>
          {t("Take the test again")}
        </Button>
        <Link to={mockPaths.list} className={buttonClass("secondary", "lg")}>
          {t("All mock tests")}
        </Link>
      </div>

      <section aria-labelledby="mock-review">
        <h2 id="mock-review" className="text-xl font-bold text-slate-900">
          {t("Review your answers")}
        </h2>
        <MockReview view={view} testLang={testLang} langs={langs} />
      </section>
    </section>
  );
}

function RankLine({ view, signedIn }: { view: MockAttemptView; signedIn: boolean }) {
  if (view.rank) {
    return (
      <p className="mt-3 font-semibold text-green-800">
        <span aria-hidden="true">★ </span>
        {t("Rank {rank} of {of} · better than {percentile} % of takers", {
          rank: view.rank.rank,
          of: view.rank.of,
          percentile: marks(view.rank.percentile),
        })}
      </p>
    );
  }
  if (!signedIn) {
    return (
      <p className="mt-3 text-slate-800">
        <Link to={paths.signIn} className="text-brand-800 font-semibold underline underline-offset-2">
          {t("Sign in")}
        </Link>{" "}
        {t("to get a rank and percentile: a signed-in student's first attempt is ranked.")}
      </p>
    );
  }
  return (
    <p className="mt-3 text-slate-800">{t("Only your first attempt is ranked; this one is practice.")}</p>
  );
}
