// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const sql = requireHook<typeof import("./search-sql.js")>("lib/search-sql.js");
type Params = Record<string, string | number>;

describe("search SQL", () => {
  it("binds list values as numbered placeholders", () => {
    const params: Params = {};
    expect(sql.listParams("t", ["a", "b'c"], params)).toBe("{:t0}, {:t1}");
    expect(params).toEqual({ t0: "a", t1: "b'c" });
  });

  it("makes a LIKE pattern that matches the word literally anywhere", () => {
    expect(sql.likeAnywhere("ab")).toBe("%ab%");
    expect(sql.likeAnywhere("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("always asks for published articles, and binds tags and short words instead of writing them in", () => {
    const params: Params = {};
    const where = sql.filters({ long: [], short: [] }, [], params, ["s.title"]);
    expect(where).toBe(sql.LIVE);
    expect(params).toEqual({});

    const typed = { long: ["budget"], short: ["ab", "x'y"] };
    const tagged: Params = {};
    const full = sql.filters(typed, ["tag1", "tag2"], tagged, ["s.title", "s.summary"]);
    expect(full.startsWith(`${sql.LIVE} AND EXISTS (`)).toBe(true);
    expect(full).toContain("WHERE j.value IN ({:t0}, {:t1}))");
    expect(full).toContain("(s.title LIKE {:w0} ESCAPE '\\' OR s.summary LIKE {:w0} ESCAPE '\\')");
    expect(full).toContain("(s.title LIKE {:w1} ESCAPE '\\' OR s.summary LIKE {:w1} ESCAPE '\\')");
    expect(tagged).toEqual({ t0: "tag1", t1: "tag2", w0: "%ab%", w1: "%x'y%" });
    // What was typed is only ever a bound value.
    expect(full).not.toContain("x'y");
    expect(full).not.toContain("tag1");
  });

  it("reads the ids of a stored relation list, and nothing from anything else", () => {
    expect(sql.parseIds('["a1","b2"]')).toEqual(["a1", "b2"]);
    expect(sql.parseIds('["a1",2,null]')).toEqual(["a1"]);
    expect(sql.parseIds("")).toEqual([]);
    expect(sql.parseIds("{}")).toEqual([]);
    expect(sql.parseIds("not json")).toEqual([]);
  });

  it("lower-cases A-Z only, as SQLite's lower() does", () => {
    expect(sql.lowerAscii("Punjab ÉTAT ਪੰਜਾਬ")).toBe("punjab État ਪੰਜਾਬ");
  });

  it("reads snippets of the page's rows around the first of the words", () => {
    const one = sql.snippetQuery(["budget"], [7, 9]);
    expect(one.params).toEqual({ before: 60, read: 240, r0: 7, r1: 9, w0: "budget" });
    expect(one.sql).toContain("WHERE rid IN ({:r0}, {:r1})");
    expect(one.sql).toContain("coalesce(nullif(instr(lb, {:w0}), 0), 2147483647) AS at");
    expect(one.sql).not.toContain("min(");

    const two = sql.snippetQuery(["budget", "ਪੰਜਾਬ"], [3]);
    expect(two.params).toMatchObject({ r0: 3, w0: "budget", w1: "ਪੰਜਾਬ" });
    expect(two.sql).toContain(
      "min(coalesce(nullif(instr(lb, {:w0}), 0), 2147483647), coalesce(nullif(instr(lb, {:w1}), 0), 2147483647)) AS at",
    );
    expect(two.sql).not.toContain("ਪੰਜਾਬ");
  });
});
