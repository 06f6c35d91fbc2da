import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TAG_EXISTS } from "./tag-name";
import { TAG_NAME_REQUIRED, TAG_NAME_TOO_LONG, tagNameSchema } from "./tag-name-schema";

const tags = [
  { id: "a", name: "Polity" },
  { id: "b", name: "Sports" },
];
const first = (name: string, exceptId?: string) => {
  const r = v.safeParse(tagNameSchema(tags, exceptId), { name });
  return r.success ? r.output.name : r.issues[0].message;
};

describe("tagNameSchema", () => {
  it("cleans the name", () => expect(first("  Punjab   Budget ")).toBe("Punjab Budget"));
  it("needs a name", () => expect(first("   ")).toBe(TAG_NAME_REQUIRED));
  it("limits the length", () => expect(first("x".repeat(61))).toBe(TAG_NAME_TOO_LONG));
  it("refuses another tag's name in any case", () => expect(first(" SPORTS")).toBe(TAG_EXISTS));
  it("lets a tag keep its own name", () => expect(first("polity", "a")).toBe("polity"));
});
