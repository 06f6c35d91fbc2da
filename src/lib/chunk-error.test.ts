import { expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-error";

it("recognises the browsers' dynamic-import failures", () => {
  expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
    true,
  );
  expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(new Error("Something else"))).toBe(false);
  expect(isChunkLoadError(undefined)).toBe(false);
});
