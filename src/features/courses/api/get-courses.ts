// Active courses in display order. The institute's older backend has no `courses` collection:
// when the server answers with an error (missing collection, rule mismatch) the built-in course
// list is shown instead, so visitors still see prices and store links. Only when the server
// cannot be reached at all does the error reach the page (which offers "Try again").
import defaults from "@/config/site-defaults.json";
import useSWR from "swr";
import { COURSES_QUERY } from "@shared/courses-core.cjs";
import { ClientResponseError, pb } from "@/lib/pocketbase";
import { responsiveImage } from "@/lib/thumbs";
import type { Course } from "@/types/pocketbase";
import type { CourseItem } from "../course-model";

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

type CourseFields = Pick<Course, "id" | "name" | "cat" | "tags" | "price" | "url" | "description"> &
  Partial<Pick<Course, "collectionId" | "collectionName" | "image" | "namePa" | "descriptionPa">>;

/** The cover's thumbnails (made by PocketBase on first request; sizes from migration 1764100100). */
function coverOf(c: CourseFields): CourseItem["image"] {
  const file = c.image;
  if (!file || !c.collectionId) return undefined;
  const rec = { id: c.id, collectionId: c.collectionId, collectionName: c.collectionName ?? "courses" };
  return responsiveImage(rec, file, ["200x0", "400x0", "800x0"], "400x0");
}

export function toCourseItem(c: CourseFields): CourseItem {
  return {
    id: c.id,
    name: c.name,
    namePa: c.namePa,
    cat: strings(c.cat),
    tags: strings(c.tags),
    price: Number(c.price) || 0,
    url: c.url,
    description: c.description ?? "",
    descriptionPa: c.descriptionPa,
    image: coverOf(c),
  };
}

export const defaultCourses: CourseItem[] = defaults.courses.map((c, i) =>
  toCourseItem({ ...c, id: `default-${i + 1}` }),
);

/** The course list from the API's answer: its records, or null when the server answered with an error (then the built-in list). */
export function coursesFrom(answer: readonly CourseFields[] | null): CourseItem[] {
  return answer ? answer.map(toCourseItem) : defaultCourses;
}

export async function getCourses(): Promise<CourseItem[]> {
  let answer: CourseFields[] | null;
  try {
    answer = await pb.collection("courses").getFullList<CourseFields>({
      filter: pb.filter(COURSES_QUERY.expr, COURSES_QUERY.params),
      sort: COURSES_QUERY.sort,
      fields: COURSES_QUERY.fields,
      requestKey: "courses",
    });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status !== 0) answer = null;
    else throw err;
  }
  return coursesFrom(answer);
}

export const coursesKey = ["courses", "list"] as const;

/** The course cards (the browser) and the names in Register Now share this one request. */
export function useCourses() {
  // Courses change rarely: pages opened within five minutes reuse the list.
  return useSWR(coursesKey, getCourses, { dedupingInterval: 5 * 60_000 });
}
