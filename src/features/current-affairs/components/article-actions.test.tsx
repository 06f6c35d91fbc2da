// jsdom has no popover support: these check the wiring the browser relies on (e2e opens it).
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ArticleDetail } from "../api/get-current-affair";
import { ArticleActions } from "./article-actions";

const article = {
  id: "rec1",
  collectionId: "pbc_ca",
  collectionName: "currentAffairs",
  name: "Budget 2026",
  desc: "",
  seoURL: "budget-2026",
  doc: "budget.docx",
  html: "<p>x</p>",
  date: "",
  created: "",
} as ArticleDetail;
const url = "https://example.com/currentaffairs/budget-2026";

afterEach(() => vi.unstubAllGlobals());

describe("ArticleActions share menu", () => {
  it("without the Web Share API, Share opens a popover menu and reports its state", () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    render(<ArticleActions article={article} pageUrl={url} />);
    const share = screen.getByRole("button", { name: "Share" });
    const menu = document.getElementById(share.getAttribute("popovertarget") ?? "");
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu).toHaveAttribute("aria-label", "Share this article");
    expect(share).toHaveAttribute("aria-expanded", "false");
    act(() => {
      menu!.dispatchEvent(Object.assign(new Event("toggle"), { oldState: "closed", newState: "open" }));
    });
    expect(share).toHaveAttribute("aria-expanded", "true");
    expect(share).toHaveAttribute("aria-controls", menu!.id);
  });

  it("with the Web Share API, Share shares instead of opening the menu", () => {
    const shareFn = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share: shareFn });
    render(<ArticleActions article={article} pageUrl={url} />);
    const share = screen.getByRole("button", { name: "Share" });
    expect(share).not.toHaveAttribute("popovertarget");
    act(() => share.click());
    expect(shareFn).toHaveBeenCalledWith({ title: "Budget 2026", text: "Budget 2026", url });
  });
});
