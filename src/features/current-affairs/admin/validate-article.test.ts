import { describe, expect, it } from "vitest";
import { validate } from "@/lib/validation";
import { createArticleSchema, editArticleSchema, type ArticleValues } from "./validate-article";

const ok: ArticleValues = {
  doc: null,
  name: "GST council",
  seoURL: "",
  date: "2026-11-22",
  desc: "",
  tags: [],
  active: true,
  publishAt: "",
};
const docx = new File(["PK"], "gst.docx");
const check = (values: Partial<ArticleValues>) => validate(editArticleSchema, { ...ok, ...values });

describe("article schemas", () => {
  it("pass a complete article", () => {
    expect(check({})).toEqual({});
    expect(validate(createArticleSchema, { ...ok, doc: docx })).toEqual({});
  });
  it("ask for the document on create only", () => {
    expect(validate(createArticleSchema, ok).doc).toBe("Choose the Word document (.docx) for this article.");
    expect(check({ doc: null }).doc).toBeUndefined();
  });
  it("reject a blank or 5,000-character name next to the field", () => {
    expect(check({ name: "   " }).name).toBe("Enter a name.");
    expect(check({ name: "x".repeat(5000) }).name).toBe(
      "The name can have at most 300 characters (it has 5000).",
    );
    expect(check({ name: ` ${"x".repeat(300)} ` }).name).toBeUndefined();
  });
  it("check the date and description", () => {
    expect(check({ date: "" }).date).toBe("Choose a date.");
    expect(check({ desc: "d".repeat(1001) }).desc).toBe("The description can have at most 1000 characters.");
  });
});
