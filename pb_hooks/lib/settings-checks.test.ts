// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { instituteNameProblem } = requireHook<typeof import("./settings-checks.js")>("lib/settings-checks.js");

describe("instituteNameProblem", () => {
  it("refuses line breaks and other control characters, which would break every mail's headers", () => {
    for (const name of ["A\r\nBcc: x@y.com", "A\nB", "A\rB", "A\tB", "A\u2028B", "A\u0000"]) {
      expect(instituteNameProblem(name), JSON.stringify(name)).toBe(
        "Institute name must be on one line (no line breaks or tabs).",
      );
    }
  });

  it("accepts a one-line name in any script", () => {
    for (const name of ["Punjab Success Academy", "ਪੰਜਾਬ ਸਕਸੈਸ ਅਕੈਡਮੀ", ""]) {
      expect(instituteNameProblem(name), name).toBeNull();
    }
  });
});
