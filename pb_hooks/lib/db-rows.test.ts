// @vitest-environment node
import { expect, it } from "vitest";
import { requireHook } from "../test-support";

const { jsonOf } = requireHook<typeof import("./db-rows.js")>("lib/db-rows.js");

it("reads a stored JSON field, or the fallback when it is empty, null or not JSON", () => {
  expect(jsonOf('{"a":[1,2]}', {})).toEqual({ a: [1, 2] });
  expect(jsonOf("[]", null)).toEqual([]);
  expect(jsonOf("0", 5)).toBe(0);
  for (const raw of ["", "null", "{bad", "undefined"]) expect(jsonOf(raw, "fb"), raw).toBe("fb");
});
