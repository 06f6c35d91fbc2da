import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { paletteState } from "@/components/palette-look";
import { QuestionPalette } from "./question-palette";

describe("QuestionPalette", () => {
  it("names each question's state in words and a symbol, not only colour, and jumps", async () => {
    const onJump = vi.fn();
    render(
      <QuestionPalette
        states={[
          paletteState(true, false),
          paletteState(false, false),
          paletteState(false, true),
          paletteState(true, true),
        ]}
        onJump={onJump}
      />,
    );
    expect(screen.getByText(/Answered 2 · ○ Not answered 2 · ⚑ Marked 2/)).toBeInTheDocument();
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Question 1, answered",
      "Question 2, not answered",
      "Question 3, marked for review, not answered",
      "Question 4, answered, marked for review",
    ]);
    expect(buttons.map((b) => b.textContent)).toEqual(["1✓", "2○", "3⚑", "4⚑✓"]);
    await userEvent.click(buttons[2]);
    expect(onJump).toHaveBeenCalledWith(2);
  });
});
