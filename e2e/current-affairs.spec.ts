// The public current-affairs list: chips (any-of), URL state, search, 'Load more', links, a11y.
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { createArticle, createTag, runId } from "./fixtures/current-affairs";

const rid = runId();
const T = { a: `Alpha ${rid}`, b: `Beta ${rid}`, c: `Gamma ${rid}`, page: `Paged ${rid}` };
const ids: Record<keyof typeof T, string> = { a: "", b: "", c: "", page: "" };
const N = {
  a: `Chip ${rid} only-alpha`,
  b: `Chip ${rid} only-beta`,
  ab: `Chip ${rid} alpha-beta`,
  c: `Chip ${rid} only-gamma`,
  draft: `Chip ${rid} draft-alpha`,
};

test.beforeAll(async () => {
  for (const k of Object.keys(T) as (keyof typeof T)[]) ids[k] = await createTag(T[k]);
  await createArticle({ name: N.a, seoURL: `chip-${rid}-a`, tags: [ids.a] });
  await createArticle({ name: N.b, seoURL: `chip-${rid}-b`, tags: [ids.b] });
  await createArticle({ name: N.ab, seoURL: `chip-${rid}-ab`, tags: [ids.a, ids.b] });
  await createArticle({ name: N.c, seoURL: `chip-${rid}-c`, tags: [ids.c] });
  await createArticle({ name: N.draft, seoURL: `chip-${rid}-draft`, tags: [ids.a], active: false });
  // 30 articles on one tag, dated one per day so the order is known: 24 on page one, 6 more.
  for (let i = 0; i < 30; i++) {
    const day = new Date(Date.UTC(2025, 0, 31) - i * 86_400_000).toISOString().slice(0, 10);
    await createArticle({
      name: `Paged ${rid} #${String(i).padStart(2, "0")}`,
      seoURL: `paged-${rid}-${i}`,
      tags: [ids.page],
      date: day,
    });
  }
});

// With search words the list is the ranked search results (its own label).
const cards = (page: Page) =>
  page.getByRole("list", { name: /^(Current affairs|Search results)$/ }).getByRole("heading", { level: 2 });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name });

/** Search results are ranked by relevance, not date: compare as sets. */
async function expectSameNames(page: Page, names: string[]) {
  const shown = async () =>
    (await cards(page).allInnerTexts()).map((t) => t.replace(/\s*\(opens in a new tab\)$/, "")).sort();
  await expect.poll(shown).toEqual([...names].sort());
}

async function expectNames(page: Page, names: string[]) {
  await expect(cards(page)).toHaveText(
    names.map((n) => new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)),
    {
      useInnerText: true,
    },
  );
}

test("texts, chips (any-of, toggle, ×) and the URL state", async ({ page }) => {
  await page.goto(`/currentaffairs?q=${encodeURIComponent(`Chip ${rid}`)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Current Affairs" })).toBeVisible();
  await expect(
    page.getByText("Stay updated with the latest news and developments from around the world"),
  ).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveValue(`Chip ${rid}`);
  // No chip: every active match (ranked: the search words are in the URL); never the draft.
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByText(N.draft)).toHaveCount(0);

  await chip(page, T.a).click();
  await expect(chip(page, T.a)).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`tags=${ids.a}(&|$)`));
  await expectSameNames(page, [N.ab, N.a]);

  await chip(page, T.b).click();
  await expect(page).toHaveURL(new RegExp(`tags=${ids.a}%2C${ids.b}`));
  await expectSameNames(page, [N.ab, N.b, N.a]);

  // Survives a reload.
  await page.reload();
  await expect(chip(page, T.a)).toHaveAttribute("aria-pressed", "true");
  await expectSameNames(page, [N.ab, N.b, N.a]);

  // The small cross on a selected chip removes it.
  await chip(page, T.a).getByTestId("chip-remove").click();
  await expect(chip(page, T.a)).toHaveAttribute("aria-pressed", "false");
  await expectSameNames(page, [N.ab, N.b]);

  // Back restores the previous selection.
  await page.goBack();
  await expectSameNames(page, [N.ab, N.b, N.a]);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(page).not.toHaveURL(/tags=/);
});

test("a shared filtered link opens filtered, its lean first page in the HTML (no list request)", async ({
  page,
}) => {
  const listRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/collections/currentAffairs/records"))
      listRequests.push(decodeURIComponent(r.url()));
  });
  const res = await page.goto(`/currentaffairs?tags=${ids.c}`);
  await expectNames(page, [N.c]);
  // The server embedded the filtered first page (pb_hooks/lib/first-response.js): cards only,
  // never the stored HTML.
  const embedded = (await res!.text()).match(/id="initial-data">([^<]*)<\/script>/)![1]!;
  const data = JSON.parse(embedded) as { pages: [unknown[], { items: Record<string, unknown>[] }][] };
  const [key, first] = data.pages[0]!;
  expect(key).toEqual(["currentAffairs", "list", { tags: [ids.c], q: "" }, 1]);
  expect(first.items.map((a) => a.name)).toEqual([N.c]);
  expect(first.items[0]).not.toHaveProperty("html");
  await page.waitForLoadState("networkidle");
  expect(listRequests).toEqual([]);
  await expectAccessible(page);
});

test("'Load more' pages through a large tag", async ({ page }) => {
  await page.goto(`/currentaffairs?tags=${ids.page}`);
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first()).toHaveText(`Paged ${rid} #00 (opens in a new tab)`, {
    useInnerText: false,
  });
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards(page)).toHaveCount(30);
  await expect(cards(page).last()).toContainText(`Paged ${rid} #29`);
  // The sixth item of page two came back short: nothing more to load.
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("search on the name, in the URL; no match shows the spec's empty text", async ({ page }) => {
  await page.goto("/currentaffairs");
  await page.getByRole("searchbox").fill(`${rid} only-gamma`);
  await expect(page).toHaveURL(new RegExp(`q=${rid}`));
  await expectNames(page, [N.c]);
  await page.getByRole("searchbox").fill(`nothing-like-this-${rid}`);
  await page.getByRole("searchbox").press("Enter");
  await expect(page.getByText("No current affairs found.")).toBeVisible();
  await expectAccessible(page);
});

test("filter syntax in the URL or the search box finds nothing and shows no drafts", async ({ page }) => {
  const evil = `x" || active=false || "`;
  await page.goto(`/currentaffairs?q=${encodeURIComponent(evil)}&tags=${encodeURIComponent(evil)}`);
  await expect(page.getByText("No current affairs found.")).toBeVisible();
  await page.goto(`/currentaffairs?q=${encodeURIComponent(`@request.auth.id ${rid}`)}`);
  await expect(page.getByText("No current affairs found.")).toBeVisible();
  await expect(page.getByText(N.draft)).toHaveCount(0);
});

test("each item links to its page in a new tab, safely, with date and tags", async ({ page }) => {
  await page.goto(`/currentaffairs?q=${encodeURIComponent(N.ab)}`);
  const link = page.getByRole("link", { name: new RegExp(N.ab) });
  await expect(link).toHaveAttribute("href", `/currentaffairs/chip-${rid}-ab`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener");
  const card = page.getByRole("article").filter({ has: link });
  await expect(card.getByText("Today")).toBeVisible();
  await expect(card.getByRole("list", { name: "Tags" })).toContainText(T.a);
  await expect(card.getByRole("list", { name: "Tags" })).toContainText(T.b);
});
