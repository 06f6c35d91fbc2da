// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { sentPriceProblem } = requireHook<typeof import("./course-check.js")>("lib/course-check.js");

const PROBLEM = "Price must be a whole number of rupees, digits only (for example 18500).";
const unread = () => {
  throw new Error("read the wrong part of the request");
};
const json = (body: string) => sentPriceProblem("application/json; charset=utf-8", () => body, unread);
const form = (price: string, type = "multipart/form-data; boundary=x") =>
  sentPriceProblem(type, unread, () => price);

describe("sentPriceProblem", () => {
  it("passes a whole number sent as a JSON number or as digits, and a negative one (the field's min rule answers that)", () => {
    expect(json(`{"price": 18500}`)).toBe("");
    expect(json(`{"price": " 18500 "}`)).toBe("");
    expect(json(`{"price": 0}`)).toBe("");
    expect(json(`{"price": -5}`)).toBe("");
    expect(form("18500")).toBe("");
    expect(form(" 42 ", "application/x-www-form-urlencoded")).toBe("");
  });

  it("refuses what the field would cast or cut: text, decimals, exponents, null, booleans, lists", () => {
    for (const price of [
      `"abc"`,
      "12.5",
      `"12.5"`,
      `"1e3"`,
      "1e21",
      `""`,
      `"  "`,
      "null",
      "true",
      "[1]",
      `{"n":1}`,
    ]) {
      expect(json(`{"price": ${price}}`), price).toBe(PROBLEM);
    }
    for (const price of ["abc", "12.5", "1e3", "18,500", "  "]) {
      expect(form(price), price).toBe(PROBLEM);
    }
  });

  it("says nothing when no price was sent (an update that leaves it as it is)", () => {
    expect(json(`{"name": "Course"}`)).toBe("");
    expect(json(`[{"price": "abc"}]`)).toBe("");
    expect(json(`"price"`)).toBe("");
    expect(form("")).toBe("");
    // Not JSON at all: PocketBase has already refused the request.
    expect(json("{price: abc")).toBe("");
  });

  it("reads the JSON body only for a JSON request and the form only otherwise", () => {
    expect(sentPriceProblem("", unread, () => "abc")).toBe(PROBLEM);
    expect(sentPriceProblem("text/plain", unread, () => "")).toBe("");
  });
});
