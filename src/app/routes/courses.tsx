import { CoursesPage } from "@/features/courses/pages/courses-page";

export default CoursesPage;
