// The server's conversion of stored copies (start-up backfill, search:rebuild) runs each file on a
// thread of its own and stops it at a time limit, with a message that names the size and what to do.
import { describe, expect, it } from "vitest";
import { readCorpusFile } from "../../../scripts/lib/docx-corpus.mjs";
import {
  DocxTimeLimitError,
  renderDocxHtml,
  renderDocxHtmlLimited,
} from "../../../scripts/lib/render-docx.mjs";

describe("renderDocxHtmlLimited", () => {
  it("gives what renderDocxHtml gives, stops a conversion at its limit, then converts the next file", async () => {
    const docx = readCorpusFile("mammoth-test-data-footnotes.docx");
    expect(await renderDocxHtmlLimited(docx)).toBe(await renderDocxHtml(docx));
    const slow = readCorpusFile("oxsdk-columns-columns2.docx");
    const stopped = renderDocxHtmlLimited(slow, { timeLimitMs: 5 });
    await expect(stopped).rejects.toBeInstanceOf(DocxTimeLimitError);
    await expect(stopped).rejects.toThrow(
      /^converting this \d+ KB \.docx took over 0\.005 s, so it was stopped\. Open it in Word, save it again/,
    );
    // A fresh thread takes the next file.
    expect(await renderDocxHtmlLimited(docx)).toContain("footnote-ref-1");
  });

  it("passes on a refusal of the package check as it is", async () => {
    await expect(renderDocxHtmlLimited(Buffer.from("not a zip at all"))).rejects.toThrow(/not-docx/);
  });
});
