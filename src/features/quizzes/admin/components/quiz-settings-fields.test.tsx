import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuizForm } from "../quiz-form";
import { settingsDefaults } from "../quiz-form";
import { QuizSettingsFields } from "./quiz-settings-fields";

function Harness({ newQuiz }: { newQuiz?: boolean }) {
  const form = useForm<QuizForm>({ defaultValues: settingsDefaults() });
  return <QuizSettingsFields form={form} newQuiz={newQuiz} />;
}

afterEach(() => vi.useRealTimers());

describe("QuizSettingsFields: the quiz's day", () => {
  it("on import, says which day (IST) an empty day becomes, until a day is chosen", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 20:00 UTC on the 26th is already the 27th in India.
    vi.setSystemTime(new Date("2026-11-26T20:00:00Z"));
    render(<Harness newQuiz />);
    const day = screen.getByLabelText("Quiz for the day");
    expect(day).toHaveAccessibleDescription(
      "Left empty, the quiz is for today in India: Friday, 27 November 2026 (2026-11-27).",
    );
    vi.useRealTimers();
    await userEvent.type(day, "2026-12-01");
    expect(day).toHaveAccessibleDescription("Links the quiz to that day's current affairs.");
  });

  it("on edit, an empty day stays empty (no promise of today)", () => {
    render(<Harness />);
    expect(screen.getByLabelText("Quiz for the day")).toHaveAccessibleDescription(
      "Links the quiz to that day's current affairs.",
    );
  });
});
