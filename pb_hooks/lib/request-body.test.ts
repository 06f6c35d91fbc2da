// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { bodyFields } = requireHook<typeof import("./request-body.js")>("lib/request-body.js");

describe("bodyFields", () => {
  it("reads a JSON object's fields as sent, before PocketBase parses them", () => {
    expect(bodyFields('{"date":"not-a-date","publishAt":"","n":1}')).toEqual({
      date: "not-a-date",
      publishAt: "",
      n: 1,
    });
  });

  it("has no fields for anything that is not a JSON object", () => {
    for (const text of ["", "not json", "null", "42", '"text"']) expect(bodyFields(text)).toEqual({});
  });
});
