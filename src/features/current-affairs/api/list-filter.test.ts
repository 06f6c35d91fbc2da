import { describe, expect, it } from "vitest";
import { buildListFilter, cleanSearch, MAX_FILTER_TAGS } from "./list-filter";

describe("buildListFilter", () => {
  it("no tags and no search: active only", () => {
    expect(buildListFilter({ tags: [], q: "" })).toEqual({
      expr: "(active = true && (publishAt = '' || publishAt <= @now))",
      params: {},
    });
  });

  it("any-of tags with tags.id ?= joined by ||, never && and never `tags ?=`", () => {
    const f = buildListFilter({ tags: ["aaa", "bbb", "aaa"], q: "" });
    expect(f.expr).toBe(
      "(active = true && (publishAt = '' || publishAt <= @now)) && (tags.id ?= {:t0} || tags.id ?= {:t1})",
    );
    expect(f.params).toEqual({ t0: "aaa", t1: "bbb" });
    expect(f.expr).not.toMatch(/tags \?=/);
  });

  it("user text only ever travels as a bound parameter", () => {
    const evil = `x" || active=false || "`;
    const f = buildListFilter({ tags: [evil], q: evil });
    expect(f.expr).toBe(
      "(active = true && (publishAt = '' || publishAt <= @now)) && (tags.id ?= {:t0}) && name ~ {:q}",
    );
    expect(f.expr).not.toContain(evil);
    expect(f.params.t0).toBe(evil);
    expect(f.params.q).toBe(`x" || active=false || "`);
  });

  it("search text loses @ and LIKE wildcards (a guest filter mentioning @request. is refused)", () => {
    expect(cleanSearch("  @request.auth.id  50%_off ")).toBe("request.auth.id 50 off");
    expect(buildListFilter({ tags: [], q: "   " }).expr).toBe(
      "(active = true && (publishAt = '' || publishAt <= @now))",
    );
  });

  it("caps the number of tags", () => {
    const tags = Array.from({ length: 50 }, (_, i) => `t${i}`);
    expect(Object.keys(buildListFilter({ tags, q: "" }).params)).toHaveLength(MAX_FILTER_TAGS);
  });
});
