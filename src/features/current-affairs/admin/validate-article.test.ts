import { describe, expect, it } from "vitest";
import { validateArticle, type ArticleValues } from "./validate-article";

const ok: ArticleValues = {
  name: "GST council",
  seoURL: "",
  date: "2026-11-22",
  desc: "",
  tags: [],
  active: true,
};

describe("validateArticle", () => {
  it("passes a complete article", () => {
    expect(validateArticle(ok, { needFile: false })).toEqual({});
  });
  it("asks for the document on create", () => {
    expect(validateArticle(ok, { needFile: true }).file).toMatch(/Word document/);
  });
  it("rejects a blank or 5,000-character name next to the field", () => {
    expect(validateArticle({ ...ok, name: "   " }, { needFile: false }).name).toBe("Enter a name.");
    expect(validateArticle({ ...ok, name: "x".repeat(5000) }, { needFile: false }).name).toBe(
      "The name can have at most 300 characters (it has 5000).",
    );
  });
  it("checks the date and description", () => {
    expect(validateArticle({ ...ok, date: "" }, { needFile: false }).date).toBe("Choose a date.");
    expect(validateArticle({ ...ok, desc: "d".repeat(1001) }, { needFile: false }).desc).toMatch(/1000/);
  });
});
