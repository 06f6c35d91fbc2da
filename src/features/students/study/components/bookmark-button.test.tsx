import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { BookmarkArticleButton, BookmarkQuestionButton } from "./bookmark-button";

describe("bookmark buttons, signed out", () => {
  it("offer sign-in instead", () => {
    localStorage.removeItem("pb_student_auth");
    renderWithProviders(
      <>
        <BookmarkArticleButton article="a1" />
        <BookmarkQuestionButton quiz="q1" question={2} shown={1} />
      </>,
    );
    const links = screen.getAllByRole("link", { name: "Sign in to bookmark" });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute("href", "/signin");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
