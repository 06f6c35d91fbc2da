// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { badFileNameField } = requireHook<typeof import("./upload-names.js")>("lib/upload-names.js");

describe("badFileNameField", () => {
  it("names the form field of a part whose file name Go's multipart parser refused", () => {
    const cause =
      'malformed MIME header line: Content-Disposition: form-data; name="doc"; filename="a\u0001.docx"';
    expect(badFileNameField(cause)).toBe("doc");
    // The same text with its quotes escaped, as it comes out of JSON.
    expect(badFileNameField(cause.replace(/"/g, '\\"'))).toBe("doc");
  });

  it("is an empty name when the text does not say which field", () => {
    expect(badFileNameField('malformed MIME header: filename="x\u001b.png"')).toBe("");
  });

  it("is null for any other error", () => {
    expect(badFileNameField("malformed MIME header line: Content-Type: text/plain")).toBeNull();
    expect(badFileNameField('multipart: NextPart: EOF; filename="a.docx"')).toBeNull();
    expect(badFileNameField("")).toBeNull();
  });
});
