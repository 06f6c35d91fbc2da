// The create and edit pages of current affairs: one lazily loaded chunk inside the admin section
// (it carries the form libraries and the DOCX pipeline's client), never reached by public pages.
export {
  AdminCreateArticlePage as CreateArticle,
  AdminEditArticlePage as EditArticle,
} from "@/features/current-affairs/admin/pages/admin-article-form-page";
