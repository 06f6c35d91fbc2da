// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { makeReader } = requireHook<typeof import("./read-once.js")>("lib/read-once.js");

function fakeFiles(initial: Record<string, string>) {
  const files = { ...initial };
  const stamps: Record<string, number> = {};
  let reads = 0;
  return {
    files,
    touch(path: string, text: string) {
      files[path] = text;
      stamps[path] = (stamps[path] ?? 0) + 1;
    },
    get reads() {
      return reads;
    },
    access: {
      stamp: (path: string) => {
        if (!(path in files)) throw new Error(`no such file: ${path}`);
        return `${files[path].length}-${stamps[path] ?? 0}`;
      },
      read: (path: string) => {
        reads++;
        return files[path];
      },
    },
  };
}

describe("makeReader", () => {
  it("reads and parses a file once while it does not change", () => {
    const fs = fakeFiles({ "/a.json": '{"x":1}' });
    const r = makeReader(fs.access);
    expect(r.json("/a.json")).toEqual({ x: 1 });
    expect(r.json("/a.json")).toEqual({ x: 1 });
    expect(r.json("/a.json")).toBe(r.json("/a.json"));
    expect(fs.reads).toBe(1);
  });

  it("reads it again when the file changes (a new build in place)", () => {
    const fs = fakeFiles({ "/m.json": '{"v":1}' });
    const r = makeReader(fs.access);
    r.json("/m.json");
    fs.touch("/m.json", '{"v":2}');
    expect(r.json("/m.json")).toEqual({ v: 2 });
    expect(fs.reads).toBe(2);
  });

  it("throws for a missing file or bad JSON, and caches nothing then", () => {
    const fs = fakeFiles({ "/bad.json": "{nope" });
    const r = makeReader(fs.access);
    expect(() => r.json("/missing.json")).toThrow(/no such file/);
    expect(() => r.json("/bad.json")).toThrow();
    fs.touch("/bad.json", "[1]");
    expect(r.json("/bad.json")).toEqual([1]);
  });
});
