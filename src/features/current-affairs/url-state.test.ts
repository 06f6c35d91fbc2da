import { describe, expect, it } from "vitest";
import { normaliseListQuery, readListQuery, toggleTag, writeListQuery } from "./url-state";

describe("list URL state", () => {
  it("reads tags and search, ignoring junk and duplicates", () => {
    const q = readListQuery(new URLSearchParams("tags=abc123,,abc123,x%22%20||%20true,def456&q=budget"));
    expect(q).toEqual({ tags: ["abc123", "def456"], q: "budget" });
  });

  it("an empty URL means no tags and no search", () => {
    expect(readListQuery(new URLSearchParams(""))).toEqual({ tags: [], q: "" });
  });

  it("writes only what is set and keeps other params", () => {
    const next = writeListQuery(new URLSearchParams("utm=wa&tags=old"), { tags: ["a1", "b2"], q: "  gst  " });
    expect(next.toString()).toBe("utm=wa&tags=a1%2Cb2&q=gst");
    expect(writeListQuery(next, { tags: [], q: "" }).toString()).toBe("utm=wa");
  });

  it("round-trips", () => {
    const state = { tags: ["t1", "t2"], q: "punjab police" };
    expect(readListQuery(writeListQuery(new URLSearchParams(), state))).toEqual(state);
  });

  it("toggles chips on and off", () => {
    expect(toggleTag([], "a")).toEqual(["a"]);
    expect(toggleTag(["a", "b"], "a")).toEqual(["b"]);
    expect(toggleTag(["a"], "b")).toEqual(["a", "b"]);
  });

  it("the cache key ignores selection order and search case", () => {
    expect(normaliseListQuery({ tags: ["b", "a", "b"], q: "GST " })).toEqual(
      normaliseListQuery({ tags: ["a", "b"], q: "gst" }),
    );
  });
});
