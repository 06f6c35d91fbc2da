// The current-affairs search as a visitor uses it: type in the box, press Enter, wait for the
// results. Shared so other specs (e.g. "upload a legacy-font DOCX, then find a word of its body")
// can search the same way.
import { expect, type Locator, type Page } from "./test";

/** Searches from the box on the current list page; resolves when results or the empty state show. */
export async function searchFor(page: Page, q: string): Promise<void> {
  const box = page.getByRole("searchbox", { name: "Search current affairs" });
  await box.fill(q);
  await box.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(q.trim());
  await expect(page.getByText(`Results for “${q.trim()}”`)).toBeVisible();
}

/** The result cards. */
export function results(page: Page): Locator {
  return page.getByRole("list", { name: "Search results" }).getByRole("article");
}

/** The card of the article named `name`. */
export function resultCard(page: Page, name: string): Locator {
  return results(page).filter({ has: page.getByRole("link", { name: new RegExp(escapeRe(name)) }) });
}

/** Asserts the card's snippet highlights `word` (compared case-insensitively). */
export async function expectHighlighted(card: Locator, word: string): Promise<void> {
  await expect(
    card
      .locator("mark")
      .filter({ hasText: new RegExp(`^${escapeRe(word)}$`, "i") })
      .first(),
  ).toBeVisible();
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
