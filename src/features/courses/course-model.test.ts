import { describe, expect, it } from "vitest";
import { coursesInCategory, type CourseItem } from "./course-model";

const course = (id: string, cat: string[]): CourseItem => ({
  id,
  name: `Course ${id}`,
  cat,
  tags: [],
  price: 100,
  url: "https://example.com",
  description: "",
});

describe("coursesInCategory", () => {
  const list = [
    course("a", ["Punjab Govt."]),
    course("b", ["Teaching"]),
    course("c", ["E-Books", "Punjab Govt."]),
  ];

  it("keeps only the courses in that category, in order", () => {
    expect(coursesInCategory(list, "Punjab Govt.").map((c) => c.id)).toEqual(["a", "c"]);
    expect(coursesInCategory(list, "Teaching").map((c) => c.id)).toEqual(["b"]);
  });

  it("ignores case and stray spaces typed by staff", () => {
    expect(coursesInCategory([course("d", [" teaching "])], "Teaching").map((c) => c.id)).toEqual(["d"]);
  });

  it("returns an empty list for a category with no courses", () => {
    expect(coursesInCategory(list, "PPSC Cources")).toEqual([]);
  });
});
