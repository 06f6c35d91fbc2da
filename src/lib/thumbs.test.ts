import { describe, expect, it } from "vitest";
import { responsiveImage, thumbUrl, thumbWidth } from "./thumbs";

const rec = { id: "rec123", collectionId: "col456", collectionName: "settings" };

describe("thumbWidth", () => {
  it("is the width part of a thumb size", () => {
    expect(thumbWidth("640x360")).toBe(640);
    expect(thumbWidth("400x0")).toBe(400);
    expect(thumbWidth("160x160t")).toBe(160);
  });
  it("refuses sizes without a width", () => {
    expect(() => thumbWidth("0x300")).toThrow(/width/);
    expect(() => thumbWidth("big")).toThrow(/width/);
  });
});

describe("thumbUrl and responsiveImage", () => {
  it("asks PocketBase for the thumb of the stored file", () => {
    const url = new URL(thumbUrl(rec, "slide_1.png", "640x360"), "http://x");
    expect(url.pathname).toMatch(/\/api\/files\/col456\/rec123\/slide_1\.png$/);
    expect(url.searchParams.get("thumb")).toBe("640x360");
  });

  it("lists every thumb with its width, narrowest first, and the largest as src by default", () => {
    const img = responsiveImage(rec, "slide_1.png", ["1280x720", "640x360"]);
    const set = img.srcSet.split(", ").map((s) => s.split(" "));
    expect(set.map(([, w]) => w)).toEqual(["640w", "1280w"]);
    expect(set.map(([u]) => new URL(u, "http://x").searchParams.get("thumb"))).toEqual([
      "640x360",
      "1280x720",
    ]);
    expect(new URL(img.src, "http://x").searchParams.get("thumb")).toBe("1280x720");
  });

  it("uses the given fallback as src", () => {
    const img = responsiveImage(rec, "c.png", ["200x0", "400x0", "800x0"], "400x0");
    expect(new URL(img.src, "http://x").searchParams.get("thumb")).toBe("400x0");
    expect(img.srcSet.split(", ")).toHaveLength(3);
  });
});
