import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { RevisionAnswer } from "../api/revision";
import { RevisionCard } from "./revision-card";

const answer = vi.fn<(id: string, choice: number) => Promise<RevisionAnswer>>();
vi.mock("../api/revision", () => ({ answerRevision: (id: string, c: number) => answer(id, c) }));

const ITEM = {
  id: "r1",
  quiz: "q1",
  quizName: "Daily quiz",
  question: 1,
  text: "River at Ropar?",
  options: ["Beas", "Sutlej"],
  rightCount: 0,
  source: "wrong" as const,
};

describe("RevisionCard", () => {
  it("asks for a choice, checks it on the server, then shows right/wrong, the explanation and the next day", async () => {
    const onNext = vi.fn();
    answer.mockResolvedValue({
      right: false,
      key: 1,
      explanation: "Ropar is on the Sutlej.",
      done: false,
      rightCount: 0,
      nextDue: "2026-11-30 18:30:00.000Z",
    });
    renderWithProviders(<RevisionCard item={ITEM} position={1} count={2} onNext={onNext} />);
    const form = screen.getByRole("form", { name: /Question 1 of 2/ });
    await userEvent.click(screen.getByRole("button", { name: "Check answer" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose an answer first.");
    expect(answer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("radio", { name: "Beas" }));
    await userEvent.click(screen.getByRole("button", { name: "Check answer" }));
    expect(answer).toHaveBeenCalledWith("r1", 0);
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Wrong — Correct answer: Sutlej");
    expect(status).toHaveTextContent("Ropar is on the Sutlej.");
    expect(status).toHaveTextContent("It comes back on Tuesday, 1 December 2026.");
    expect(form.querySelector("fieldset")).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next question" }));
    expect(onNext).toHaveBeenCalled();
  });

  it("keeps the choice and says so when the check fails", async () => {
    answer.mockRejectedValue(new Error("Could not reach the server."));
    renderWithProviders(<RevisionCard item={ITEM} position={1} count={1} onNext={() => {}} />);
    await userEvent.click(screen.getByRole("radio", { name: "Sutlej" }));
    await userEvent.click(screen.getByRole("button", { name: "Check answer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not reach the server.");
    expect(screen.getByRole("radio", { name: "Sutlej" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Check answer" })).toBeEnabled();
  });

  it("says when a question leaves the queue", async () => {
    answer.mockResolvedValue({
      right: true,
      key: 1,
      explanation: "",
      done: true,
      rightCount: 2,
      nextDue: null,
    });
    renderWithProviders(<RevisionCard item={ITEM} position={1} count={1} onNext={() => {}} />);
    await userEvent.click(screen.getByRole("radio", { name: "Sutlej" }));
    await userEvent.click(screen.getByRole("button", { name: "Check answer" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Correct");
    expect(status).toHaveTextContent("Right twice in a row: this question leaves your revision queue.");
    expect(screen.getByRole("button", { name: "Finish" })).toBeInTheDocument();
  });
});
