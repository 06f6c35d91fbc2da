import { describe, expect, it } from "vitest";
import { courseIn, coursesInCategory, type CourseItem } from "./course-model";

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
    expect(coursesInCategory(list, "PPSC Courses")).toEqual([]);
  });
});

describe("courseIn", () => {
  const labels: Record<string, string> = { "Punjab Govt.": "ਪੰਜਾਬ ਸਰਕਾਰੀ" };
  const category = (name: string) => labels[name] ?? name;
  const c: CourseItem = {
    ...course("a", ["Punjab Govt.", "Teaching"]),
    namePa: "ਪੁਲਿਸ ਟੈਸਟ ਸੀਰੀਜ਼",
    description: "Forty tests.",
    descriptionPa: "",
  };

  it("gives name, description and categories in Punjabi, English where Punjabi is blank", () => {
    const pa = courseIn(c, "pa", category);
    expect(pa.name).toBe("ਪੁਲਿਸ ਟੈਸਟ ਸੀਰੀਜ਼");
    expect(pa.description).toBe("Forty tests.");
    expect(pa.cat).toEqual(["ਪੰਜਾਬ ਸਰਕਾਰੀ", "Teaching"]);
    expect(pa.url).toBe(c.url);
  });

  it("keeps English in English", () => {
    const en = courseIn(c, "en", (name) => name);
    expect(en.name).toBe("Course a");
    expect(en.description).toBe("Forty tests.");
  });
});
