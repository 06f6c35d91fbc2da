// Word's list numbering reaches the quiz parser as list marks in the text job's output.
import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "./docx-core";
import { listMark, readListMark } from "./list-marks";

describe("list marks in the quiz text", () => {
  it("marks list items by depth and kind; other text is as before", () => {
    const html =
      "<p>Title</p><ol><li>Question one?<ol><li>opt a</li><li>opt b</li></ol></li></ol><p>Answer: b</p><ul><li>note</li></ul>";
    const lines = htmlToPlainText(html).split("\n").filter(Boolean);
    expect(lines).toEqual([
      "Title",
      `${listMark({ depth: 0, ordered: true })}Question one?`,
      `${listMark({ depth: 1, ordered: true })}opt a`,
      `${listMark({ depth: 1, ordered: true })}opt b`,
      "Answer: b",
      `${listMark({ depth: 0, ordered: false })}note`,
    ]);
    expect(readListMark(lines[2])).toEqual({ mark: { depth: 1, ordered: true }, text: "opt a" });
    expect(readListMark("plain")).toEqual({ mark: null, text: "plain" });
  });

  it("a document cannot forge a mark, and escapes are decoded once", () => {
    const forged = `<p>\uE0000o\uE001Q? &amp;#39; &lt;b&gt; &#2602;</p>`;
    expect(htmlToPlainText(forged).trim()).toBe("0oQ? &#39; <b> ਪ");
    expect(readListMark(htmlToPlainText(forged).trim()).mark).toBeNull();
  });
});
