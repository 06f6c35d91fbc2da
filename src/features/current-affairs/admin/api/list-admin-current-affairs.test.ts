import { describe, expect, it } from "vitest";
import { buildListFilter, searchText } from "./list-admin-current-affairs";

describe("buildListFilter", () => {
  it("is empty without filters", () => {
    expect(buildListFilter({ q: "  ", date: "" })).toBe("");
  });
  it("binds the search text as a quoted literal (no injection)", () => {
    const f = buildListFilter({ q: `x" || active = false || name = "`, date: "" });
    expect(f).toBe(`name ~ "%x\\" || active = false || name = \\"%"`);
  });
  it("filters one calendar day as a range", () => {
    expect(buildListFilter({ q: "gst", date: "2026-11-22" })).toBe(
      'name ~ "%gst%" && date >= "2026-11-22 00:00:00.000Z" && date < "2026-11-23 00:00:00.000Z"',
    );
  });
  it("ignores a malformed date", () => {
    expect(buildListFilter({ q: "", date: "22/11/2026" })).toBe("");
  });
});

describe("searchText", () => {
  it("never sends @request. or @collection. (PocketBase refuses such filters)", () => {
    expect(searchText("a @request.auth.id b")).toBe("%a %request.auth.id b%");
    expect(searchText("@Collection.users")).toBe("%%Collection.users%");
    expect(searchText("mail@example.com")).toBe("%mail@example.com%");
  });
});
