import { describe, expect, it } from "vitest";
import {
  csvFileName,
  inboxCsvColumns,
  inboxFilter,
  istStamp,
  phoneDigits,
  searchPattern,
} from "./inbox-core.cjs";

describe("inboxFilter", () => {
  it("filters nothing without a query", () => {
    expect(inboxFilter("leads", {})).toEqual({ filter: "", params: {} });
    expect(inboxFilter("subscribers", { q: "  " })).toEqual({ filter: "", params: {} });
  });

  it("treats a lead without a status as new", () => {
    expect(inboxFilter("leads", { status: "new" })).toEqual({
      filter: "(status = '' || status = {:status})",
      params: { status: "new" },
    });
    expect(inboxFilter("leads", { status: "closed" }).filter).toBe("status = {:status}");
    expect(inboxFilter("leads", { status: "' || 1=1" })).toEqual({ filter: "", params: {} });
  });

  it("searches leads by name, and by mobile when digits are typed", () => {
    expect(inboxFilter("leads", { q: "Ravi" })).toEqual({ filter: "name ~ {:q}", params: { q: "%Ravi%" } });
    expect(inboxFilter("leads", { q: "+91 98765", status: "contacted" })).toEqual({
      filter: "status = {:status} && (name ~ {:q} || mobile ~ {:digits})",
      params: { status: "contacted", q: "%+91 98765%", digits: "%9198765%" },
    });
  });

  it("filters messages by handled and searches name, e-mail and phone", () => {
    expect(inboxFilter("messages", { handled: "no" }).filter).toBe("handled = false");
    expect(inboxFilter("messages", { handled: "yes", q: "x@y" }).filter).toBe(
      "handled = true && (name ~ {:q} || email ~ {:q})",
    );
    expect(inboxFilter("messages", { handled: "maybe" }).filter).toBe("");
  });

  it("keeps what staff typed in a bound value, never in the filter text", () => {
    const { filter, params } = inboxFilter("subscribers", { q: `a" || 1=1 || email ~ "` });
    expect(filter).toBe("email ~ {:q}");
    expect(params.q).toBe(`%a" || 1=1 || email ~ "%`);
  });
});

describe("searchPattern and phoneDigits", () => {
  it("never sends @request. (PocketBase refuses such filters)", () => {
    expect(searchPattern("a @request.auth.id")).toBe("%a %request.auth.id%");
    expect(searchPattern("x".repeat(300))).toHaveLength(102);
  });
  it("reduces a phone number to its stored 10 digits", () => {
    expect(phoneDigits("+91 98765-43210")).toBe("9876543210");
    expect(phoneDigits("98765")).toBe("98765");
  });
});

describe("CSV columns and file name", () => {
  it("writes India time", () => {
    expect(istStamp("2026-11-23 05:12:30.000Z")).toBe("2026-11-23 10:42");
    expect(istStamp("2026-11-23 20:00:00.000Z")).toBe("2026-11-24 01:30");
    expect(istStamp("")).toBe("");
  });
  it("dates the file name by the day in India", () => {
    expect(csvFileName("leads", new Date("2026-11-23T19:00:00Z"))).toBe("leads-2026-11-24.csv");
  });
  it("maps a stored record to its row", () => {
    const rec: Record<string, string> = {
      created: "2026-11-23 05:12:00.000Z",
      name: "ਹਰਪ੍ਰੀਤ",
      mobile: "9876543210",
      course: "PSSSB",
      status: "",
      handled: "true",
      email: "a@b.in",
      phone: "",
      message: "Hi",
    };
    const get = (f: string) => rec[f] ?? "";
    expect(inboxCsvColumns("leads").row(get)).toEqual([
      "2026-11-23 10:42",
      "ਹਰਪ੍ਰੀਤ",
      "9876543210",
      "PSSSB",
      "new",
    ]);
    expect(inboxCsvColumns("messages").row(get).at(-1)).toBe("yes");
    expect(inboxCsvColumns("subscribers").header).toEqual(["E-mail", "Status", "Since (IST)"]);
  });
});
