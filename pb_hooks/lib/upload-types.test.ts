// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { safeName, servingHeaders } = requireHook<typeof import("./upload-types.js")>("lib/upload-types.js");

describe("safeName", () => {
  it("gives a picture its picture extension whatever it was named", () => {
    expect(safeName("p_abc123.js", "gif", false)).toBe("p_abc123.gif");
    expect(safeName("p_abc123.html", "png", false)).toBe("p_abc123.png");
    expect(safeName("photo_abc.jpeg", "jpeg", false)).toBe("photo_abc.jpeg");
    expect(safeName("photo_abc.JPG", "jpeg", false)).toBe("photo_abc.JPG");
    expect(safeName("noext", "webp", false)).toBe("noext.webp");
    expect(safeName("cover_x.png", "png", false)).toBe("cover_x.png");
  });

  it("gives a PDF .pdf, keeps Word files, and turns any other extension into .bin", () => {
    expect(safeName("brochure_x.html", null, true)).toBe("brochure_x.pdf");
    expect(safeName("brochure_x.pdf", null, false)).toBe("brochure_x.bin");
    expect(safeName("quiz_x.docx", null, false)).toBe("quiz_x.docx");
    expect(safeName("x_y.svg", null, false)).toBe("x_y.bin");
    expect(safeName("x_y.js", null, false)).toBe("x_y.bin");
  });
});

describe("servingHeaders", () => {
  it("serves raster pictures inline as their sniffed type", () => {
    expect(servingHeaders("image/gif", "p_abc.js", false)).toEqual({
      type: "image/gif",
      disposition: 'inline; filename="p_abc.js"',
    });
    expect(servingHeaders("image/png", "a.png", true).disposition).toBe('attachment; filename="a.png"');
  });

  it("sends everything else as an attachment, and anything a browser runs as octet-stream", () => {
    for (const t of ["text/javascript", "text/html; charset=utf-8", "image/svg+xml", "application/xml", ""]) {
      expect(servingHeaders(t, "x.bin", false), t).toEqual({
        type: "application/octet-stream",
        disposition: 'attachment; filename="x.bin"',
      });
    }
    expect(servingHeaders("application/pdf", 'a"b.pdf', false)).toEqual({
      type: "application/pdf",
      disposition: 'attachment; filename="a_b.pdf"',
    });
  });
});
