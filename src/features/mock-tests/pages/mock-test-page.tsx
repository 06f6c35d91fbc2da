import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { mockPaths } from "@/config/mock-paths";
import { reportPageStatus } from "@/lib/http-status";
import { localized, t, useLang } from "@/lib/i18n";
import type { QuestionLang } from "@/types/pocketbase";
import { useMockTest } from "../api/get-mock-test";
import { MockPlayer } from "../components/mock-player";
import { MockResultView } from "../components/mock-result";
import { MockTestIntro } from "../components/mock-test-intro";
import { loadTestLang, saveTestLang } from "../player/device-memory";
import { useMockSession } from "../player/use-mock-session";

/**
 * A mock test: its rules (server-rendered), then, in the browser only, the sitting this device
 * kept or a new one, the player and the result.
 */
export function MockTestPage() {
  const { id = "" } = useParams();
  const { data: test, error, isValidating, mutate } = useMockTest(id);
  const loading = test === undefined && (isValidating || !error);

  if (loading) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageMeta title={t("Mock test")} />
        <h1 className="sr-only">{t("Mock test")}</h1>
        <Spinner label={t("Loading the test…")} />
      </main>
    );
  }
  if (test === undefined) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageMeta title={t("Mock test")} />
        <h1 className="text-2xl font-bold text-slate-900">{t("Mock test")}</h1>
        <LoadError
          error={error}
          fallback={t("Could not load this test.")}
          onRetry={() => void mutate()}
          className="mt-6"
        />
      </main>
    );
  }
  if (test === null) return <MockTestNotFound />;
  return <MockTestSitting key={test.id} test={test} />;
}

function MockTestSitting({ test }: { test: NonNullable<ReturnType<typeof useMockTest>["data"]> }) {
  const lang = useLang();
  const session = useMockSession(test.id);
  const { state, phase } = session;
  // The test language: the site's until the device remembers a choice (read after hydration).
  const [testLang, setTestLang] = useState<QuestionLang>(lang);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- device storage, unknown to the server's render
    setTestLang(loadTestLang(lang));
  }, [lang]);
  const changeLang = (l: QuestionLang) => {
    setTestLang(l);
    saveTestLang(l);
  };

  // The result takes focus and the screen when the test ends.
  const finished = phase.kind === "finished";
  useEffect(() => {
    if (!finished) return;
    const h = document.getElementById("mock-result");
    h?.scrollIntoView?.({ block: "start" });
    h?.focus({ preventScroll: true });
  }, [finished]);

  const name = localized(test, "name", lang);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={name} description={t("Full mock test: {name}", { name })} />
      <p className="text-sm">
        <Link to={mockPaths.list} className="text-brand-800 underline underline-offset-2">
          ← {t("All mock tests")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
      {phase.kind === "checking" || phase.kind === "intro" || phase.kind === "starting" ? (
        <MockTestIntro
          test={test}
          starting={phase.kind === "starting"}
          error={phase.kind === "intro" ? phase.error : undefined}
          onStart={() => void session.start()}
        />
      ) : null}
      {(phase.kind === "playing" || phase.kind === "finishing") && state ? (
        <>
          {phase.kind === "finishing" ? (
            <Spinner label={t("Submitting your test…")} className="py-3" />
          ) : null}
          <MockPlayer
            state={state}
            serverNow={session.serverNow}
            busy={session.busy}
            testLang={testLang}
            onTestLang={changeLang}
            dispatch={session.dispatch}
            onChoose={session.choose}
            onMove={(to) => void session.move(to)}
            onFinish={() => void session.finish()}
            onRetry={session.retryAll}
          />
        </>
      ) : null}
      {finished && state ? (
        <MockResultView view={state.view} testLang={testLang} langs={state.langs} onAgain={session.again} />
      ) : null}
    </main>
  );
}

function MockTestNotFound() {
  reportPageStatus(404);
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center">
      <PageMeta title={t("Mock test not found")} />
      <h1 className="text-3xl font-bold text-slate-900">{t("Mock test not found")}</h1>
      <p className="mt-3 text-slate-700">{t("This test does not exist or is no longer available.")}</p>
      <Link to={mockPaths.list} className={buttonClass("primary", "lg", "mt-6")}>
        {t("See all mock tests")}
      </Link>
    </main>
  );
}
