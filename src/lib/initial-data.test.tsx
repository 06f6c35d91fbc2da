import { render, screen } from "@testing-library/react";
import useSWR, { SWRConfig } from "swr";
import useSWRInfinite from "swr/infinite";
import { afterEach, expect, it, vi } from "vitest";

// lib/swr.ts's `seed` is module state: each test loads both modules afresh.
async function load(json: string | null) {
  document.getElementById("initial-data")?.remove();
  if (json !== null) {
    const el = document.createElement("script");
    el.type = "application/json";
    el.id = "initial-data";
    el.textContent = json;
    document.body.append(el);
  }
  vi.resetModules();
  // The page has just loaded (the test worker's own clock may be past the freshness window).
  vi.spyOn(performance, "now").mockReturnValue(1_000);
  const initial = await import("./initial-data");
  const swr = await import("./swr");
  const data = initial.readInitialData();
  if (data) initial.seedCache(data);
  return { data, config: { ...swr.swrConfig, dedupingInterval: 0 } };
}

function Article({ fn }: { fn: () => Promise<string> }) {
  const r = useSWR(["currentAffairs", "article", "a-slug", false], fn);
  return <p>{r.data ?? "loading"}</p>;
}

function List({ fn }: { fn: (page: number) => Promise<{ items: string[] }> }) {
  const r = useSWRInfinite(
    (i) => ["quizs", "list", i + 1] as const,
    ([, , page]) => fn(page),
    { revalidateFirstPage: false },
  );
  return <p>{r.data ? r.data.flatMap((p) => p.items).join(",") : "loading"}</p>;
}

afterEach(() => {
  document.getElementById("initial-data")?.remove();
  vi.restoreAllMocks();
});

it("renders the embedded data at once and does not fetch it again", async () => {
  const { data, config } = await load(
    JSON.stringify({
      route: "current-affair",
      swr: [[["currentAffairs", "article", "a-slug", false], "from the server </script>"]],
      pages: [[["quizs", "list", 1], { items: ["q1", "q2"] }]],
    }),
  );
  expect(data?.route).toBe("current-affair");
  const fetchArticle = vi.fn(async () => "from the API");
  const fetchPage = vi.fn(async () => ({ items: ["x"] }));
  render(
    <SWRConfig value={config}>
      <Article fn={fetchArticle} />
      <List fn={fetchPage} />
    </SWRConfig>,
  );
  // First render, no waiting.
  expect(screen.getByText("from the server </script>")).toBeInTheDocument();
  expect(screen.getByText("q1,q2")).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 30));
  expect(fetchArticle).not.toHaveBeenCalled();
  expect(fetchPage).not.toHaveBeenCalled();
});

it("fetches keys the server did not send (another article, a staff preview)", async () => {
  const { config } = await load(
    JSON.stringify({ swr: [[["currentAffairs", "article", "other", false], "x"]] }),
  );
  const fn = vi.fn(async () => "from the API");
  render(
    <SWRConfig value={config}>
      <Article fn={fn} />
    </SWRConfig>,
  );
  expect(await screen.findByText("from the API")).toBeInTheDocument();
  expect(fn).toHaveBeenCalledTimes(1);
});

it("after the freshness window a new mount asks again, as SWR would", async () => {
  const { config } = await load(
    JSON.stringify({ swr: [[["currentAffairs", "article", "a-slug", false], "old"]] }),
  );
  vi.spyOn(performance, "now").mockReturnValue(61_000);
  const fn = vi.fn(async () => "new");
  render(
    <SWRConfig value={config}>
      <Article fn={fn} />
    </SWRConfig>,
  );
  expect(screen.getByText("old")).toBeInTheDocument();
  expect(await screen.findByText("new")).toBeInTheDocument();
});

it("a missing or broken element means no initial data", async () => {
  expect((await load(null)).data).toBeNull();
  expect((await load("{not json")).data).toBeNull();
});

function MissingArticle({ fn }: { fn: () => Promise<string> }) {
  const r = useSWR(["currentAffairs", "article", "gone", false], fn);
  return <p>{r.error ? `error ${(r.error as { status: number }).status}` : (r.data ?? "loading")}</p>;
}

it("a key the server found missing starts as the API's 404 and is not fetched again", async () => {
  const { config } = await load(JSON.stringify({ missing: [["currentAffairs", "article", "gone", false]] }));
  const fn = vi.fn(async () => "from the API");
  render(
    <SWRConfig value={config}>
      <MissingArticle fn={fn} />
    </SWRConfig>,
  );
  expect(screen.getByText("error 404")).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 30));
  expect(fn).not.toHaveBeenCalled();
});
