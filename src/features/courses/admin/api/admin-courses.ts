// Staff operations on courses: the paged admin list, one course for editing, save, publish,
// delete and move up/down. (One small module: they share the record shape and stay short.)
import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { Course } from "@/types/pocketbase";
import type { CourseItem } from "../../course-model";

export const ADMIN_COURSES_PER_PAGE = 20;
/** Same as the public lists: the order staff set, then the oldest first. */
export const COURSE_SORT = "order,created";

export interface CourseQuery {
  /** Case-insensitive "contains" on the name. */
  q: string;
  /** A category name, or "" for all. */
  cat: string;
  page: number;
}

/**
 * Server-side filter with bound parameters; never concatenates what staff typed. PocketBase
 * refuses any filter text containing "@request." or "@collection." (even bound), so such an "@"
 * becomes the LIKE wildcard "%"; a "%" stops PocketBase's own %…% wrapping, so we always wrap.
 */
export function courseFilter({ q, cat }: Pick<CourseQuery, "q" | "cat">): string {
  const parts: string[] = [];
  const text = q.trim();
  if (text) {
    parts.push(pb.filter("name ~ {:q}", { q: `%${text.replace(/@(?=(request|collection)\.)/gi, "%")}%` }));
  }
  // cat is a JSON list of names (stored as JSON text, where :each does not apply): match one
  // element exactly by looking for it with its quotes, "Teaching" but not "Teaching Plus".
  if (cat) parts.push(pb.filter("cat ~ {:cat}", { cat: JSON.stringify(cat) }));
  return parts.join(" && ");
}

export function listAdminCourses(query: CourseQuery) {
  return pb.collection("courses").getList<Course>(query.page, ADMIN_COURSES_PER_PAGE, {
    filter: courseFilter(query),
    sort: COURSE_SORT,
    requestKey: null,
  });
}

export function getCourseForEdit(id: string) {
  return pb.collection("courses").getOne<Course>(id, { requestKey: null });
}

/** What staff save: the card's fields, whether it is published, and a change of cover. */
export interface CourseInput extends Omit<CourseItem, "id" | "image"> {
  active: boolean;
  /** A new cover; null removes the current one; undefined leaves it. */
  image?: File | null;
}

function body(input: CourseInput) {
  const { image, ...rest } = input;
  if (image === undefined) return rest;
  return { ...rest, image: image ?? "" };
}

/** Creates a course (placed last) or updates one. */
export async function saveCourse(id: string | null, input: CourseInput): Promise<Course> {
  if (id) return pb.collection("courses").update<Course>(id, body(input), { requestKey: null });
  const last = await pb
    .collection("courses")
    .getList<Course>(1, 1, { sort: "-order", fields: "order", skipTotal: true, requestKey: null });
  const order = (last.items[0]?.order ?? 0) + 1;
  return pb.collection("courses").create<Course>({ ...body(input), order }, { requestKey: null });
}

export function setCourseActive(id: string, active: boolean) {
  return pb.collection("courses").update<Course>(id, { active }, { requestKey: null });
}

export function deleteCourse(id: string) {
  return pb.collection("courses").delete(id, { requestKey: null });
}

/**
 * Where `id` goes when moved one place up or down among the courses matching `filter` (what staff
 * see): the full order is read, the course is put just before (or after) its visible neighbour and
 * every course is numbered 1…n again. Only changed records are written. Returns false at an end.
 */
export function reorderIds(all: string[], visible: string[], id: string, dir: -1 | 1): string[] | null {
  const at = visible.indexOf(id);
  const neighbour = visible[at + dir];
  if (at < 0 || neighbour === undefined) return null;
  const rest = all.filter((x) => x !== id);
  const n = rest.indexOf(neighbour);
  if (n < 0) return null;
  rest.splice(dir < 0 ? n : n + 1, 0, id);
  return rest;
}

export async function moveCourse(id: string, dir: -1 | 1, filter: string): Promise<boolean> {
  const opts = { sort: COURSE_SORT, fields: "id,order", requestKey: null, batch: 500 };
  const all = await pb.collection("courses").getFullList<Pick<Course, "id" | "order">>(opts);
  const visible = filter
    ? (await pb.collection("courses").getFullList<Pick<Course, "id">>({ ...opts, filter })).map((c) => c.id)
    : all.map((c) => c.id);
  const next = reorderIds(
    all.map((c) => c.id),
    visible,
    id,
    dir,
  );
  if (!next) return false;
  const current = new Map(all.map((c) => [c.id, c.order]));
  const changed = next.map((cid, i) => [cid, i + 1] as const).filter(([cid, o]) => current.get(cid) !== o);
  // One request per changed course; a course list is tens of records, and each write stands alone
  // (a failure half way leaves a consistent, if partial, order that the next move renumbers).
  for (const [cid, order] of changed) {
    await pb.collection("courses").update(cid, { order }, { requestKey: null });
  }
  return true;
}

// Staff see what is stored now: an admin page opened again asks the server again.
const fresh = { dedupingInterval: 0 };

export function useAdminCourses(query: CourseQuery) {
  return useSWR(["courses", "admin", query] as const, ([, , q]) => listAdminCourses(q), fresh);
}

export function useCourseForEdit(id: string | null) {
  return useSWR(id ? (["courses", "edit", id] as const) : null, ([, , cid]) => getCourseForEdit(cid), fresh);
}
