// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { readPages } = requireHook<typeof import("./inbox-export.js")>("lib/inbox-export.js");

/** A list of `total` rows read as the export reads the database: asked pages are recorded. */
function source(total: number) {
  const asked: [number, number][] = [];
  const readPage = (offset: number, limit: number) => {
    asked.push([offset, limit]);
    const rows = Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, i) => `row ${offset + i}`,
    );
    return { count: rows.length, rows };
  };
  return { asked, readPage };
}

describe("readPages", () => {
  it("reads page after page until one comes back short, keeping the order", () => {
    const s = source(5);
    expect(readPages(s.readPage, 2, 100)).toEqual(["row 0", "row 1", "row 2", "row 3", "row 4"]);
    expect(s.asked).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it("asks once more after a full last page, and gets nothing", () => {
    const s = source(4);
    expect(readPages(s.readPage, 2, 100)).toHaveLength(4);
    expect(s.asked).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it("stops at `max` rows, however many there are", () => {
    const s = source(1000);
    expect(readPages(s.readPage, 3, 9)).toHaveLength(9);
    expect(s.asked.map(([offset]) => offset)).toEqual([0, 3, 6]);
  });

  it("judges a page by how many records it held, not by the rows it kept", () => {
    // A page of 2 records that kept one row is still a full page: reading goes on.
    const pages = [
      { count: 2, rows: ["a"] },
      { count: 1, rows: ["b"] },
    ];
    let n = 0;
    expect(readPages(() => pages[n++]!, 2, 100)).toEqual(["a", "b"]);
    expect(n).toBe(2);
  });
});
