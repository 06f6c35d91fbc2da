import { useNavigate, useParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { adminPaths } from "@/config/admin-paths";
import { useSettingsQuery } from "@/lib/site-settings";
import { useRevalidate } from "@/lib/swr";
import { toast } from "@/lib/toast";
import { saveCourse, useCourseForEdit } from "../api/admin-courses";
import { CourseForm } from "../components/course-form";

/** /admin/courses/create and /admin/courses/:id/edit. */
export function AdminCourseFormPage() {
  const { id = null } = useParams();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const course = useCourseForEdit(id);
  const settings = useSettingsQuery();
  const title = id ? "Edit course" : "Add course";

  let body;
  if ((id && course.isLoading) || settings.isLoading) body = <Spinner label="Loading…" />;
  else if (id && !course.data)
    body = (
      <LoadError
        error={course.error}
        fallback="Could not load the course."
        onRetry={() => void course.mutate()}
      />
    );
  else
    body = (
      <CourseForm
        key={course.data?.id ?? "new"}
        existing={course.data}
        categories={(settings.data?.courseCategories ?? []).map((c) => c.name)}
        onSave={async (input) => {
          await saveCourse(id, input);
          // The admin list, the home browser and /courses show it on their next load.
          void revalidate("courses");
          toast.success(id ? "Course saved" : "Course added");
          navigate(adminPaths.courses);
        }}
      />
    );

  return (
    <>
      <PageMeta title={title} />
      <AdminPageHeader
        crumbs={[
          { label: "Dashboard", to: adminPaths.root },
          { label: "Courses", to: adminPaths.courses },
          { label: title },
        ]}
        title={course.data ? `Edit: ${course.data.name}` : title}
      />
      {body}
    </>
  );
}
