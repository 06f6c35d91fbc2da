// What the student specs (student-journey, ranks, today) do the same way.
import { expect, type Page } from "./test";

/** Ticks `option` of the quiz question whose legend matches `question` (the player's A.–D. labels). */
export async function answer(page: Page, question: RegExp, option: string) {
  await page
    .getByRole("form", { name: "Quiz questions" })
    .getByRole("group", { name: question })
    .getByRole("radio", { name: new RegExp(`^[A-D]\\. ${option}$`) })
    .check();
}

/**
 * The home page's Today block (with the streak) hydrates at the first touch or keypress after the
 * app has started: press a key until the streak is there.
 */
export async function touchUntilStreak(page: Page) {
  await expect(page.locator("html[data-app=ready]")).toHaveCount(1);
  const streak = page.getByTestId("streak");
  await expect(async () => {
    await page.keyboard.press("Shift");
    await expect(streak).toBeVisible({ timeout: 1000 });
  }).toPass();
  return streak;
}
