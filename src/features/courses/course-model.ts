// What a course card needs, whether it came from the `courses` collection or the built-in defaults.
import { localized, type Lang } from "@/lib/i18n";

export interface CourseItem {
  id: string;
  name: string;
  /** The name in Punjabi (empty when staff gave none: the English one is shown). */
  namePa?: string;
  /** Category names, matching settings.courseCategories[].name. */
  cat: string[];
  /** Labels such as Test, PDF, Free Content, Live Class, Videos. */
  tags: string[];
  /** Whole rupees. */
  price: number;
  /** The course's page on the external store. */
  url: string;
  description: string;
  descriptionPa?: string;
  /** The cover as resized thumbnails (srcset 200/400/800 px wide); undefined when there is none. */
  image?: { src: string; srcSet: string };
}

/** Courses listed under a category tab (a course may sit in several categories). */
export function coursesInCategory(courses: CourseItem[], category: string): CourseItem[] {
  const want = category.trim().toLowerCase();
  return courses.filter((c) => c.cat.some((x) => x.trim().toLowerCase() === want));
}

/**
 * A course as a visitor in `lang` reads it: name and description in that language, or in the other
 * one where staff left it empty (issue 24); `category` gives a stored category name's label.
 * Filter by category before this: the stored (English) category names are the keys.
 */
export function courseIn(course: CourseItem, lang: Lang, category: (name: string) => string): CourseItem {
  return {
    ...course,
    name: localized(course, "name", lang),
    description: localized(course, "description", lang),
    cat: course.cat.map(category),
  };
}
