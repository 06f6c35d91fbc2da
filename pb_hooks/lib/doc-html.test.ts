// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { currentDocHtml } = requireHook<typeof import("./doc-html.js")>("lib/doc-html.js");
const record = (fields: Record<string, string>) => (k: string) => fields[k] ?? "";

describe("currentDocHtml", () => {
  it("is the stored copy when it was made from the article's present .docx", () => {
    expect(currentDocHtml(record({ doc: "a_1.docx", docHtmlOf: "a_1.docx", docHtml: "<p>x</p>" }))).toBe(
      "<p>x</p>",
    );
  });

  it("is empty when the .docx was replaced or removed since", () => {
    expect(currentDocHtml(record({ doc: "b_2.docx", docHtmlOf: "a_1.docx", docHtml: "<p>x</p>" }))).toBe("");
    expect(currentDocHtml(record({ doc: "", docHtmlOf: "", docHtml: "<p>x</p>" }))).toBe("");
  });
});
