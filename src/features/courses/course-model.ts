// What a course card needs, whether it came from the `courses` collection or the built-in defaults.
export interface CourseItem {
  id: string;
  name: string;
  /** Category names, matching settings.courseCategories[].name. */
  cat: string[];
  /** Labels such as Test, PDF, Free Content, Live Class, Videos. */
  tags: string[];
  /** Whole rupees. */
  price: number;
  /** The course's page on the external store. */
  url: string;
  description: string;
  /** The cover as resized thumbnails (srcset 200/400/800 px wide); undefined when there is none. */
  image?: { src: string; srcSet: string };
}

/** Courses listed under a category tab (a course may sit in several categories). */
export function coursesInCategory(courses: CourseItem[], category: string): CourseItem[] {
  const want = category.trim().toLowerCase();
  return courses.filter((c) => c.cat.some((x) => x.trim().toLowerCase() === want));
}
