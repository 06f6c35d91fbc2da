// The create and edit pages of current affairs with the tag picker plugged in. Composed here so
// the two features (articles, tags) do not import each other.
import { TagPicker } from "@/features/current-affairs/admin/tags/components/tag-picker";
import type { TagFieldProps } from "@/features/current-affairs/admin/components/article-form";
import {
  AdminCreateArticlePage,
  AdminEditArticlePage,
} from "@/features/current-affairs/admin/pages/admin-article-form-page";

const renderTags = (props: TagFieldProps) => <TagPicker {...props} />;

export function CreateArticle() {
  return <AdminCreateArticlePage renderTags={renderTags} />;
}

export function EditArticle() {
  return <AdminEditArticlePage renderTags={renderTags} />;
}
