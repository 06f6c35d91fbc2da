import { Link, useParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Alert, LoadError } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { paths } from "@/config/paths";
import { isNotFound } from "@/lib/pocketbase";
import { useAdminCurrentAffair } from "../api/get-admin-current-affair";
import { ArticleForm } from "../components/article-form";

const listCrumb = { label: "Current Affairs", to: adminPaths.currentAffairs };

export function AdminCreateArticlePage() {
  return (
    <>
      <PageMeta title="Create current affair" />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: adminPaths.root }, listCrumb, { label: "Create" }]}
        title="Create current affair"
        intro="Upload the Word document, check the details and save."
      />
      <ArticleForm />
    </>
  );
}

export function AdminEditArticlePage() {
  const { id = "" } = useParams();
  const { record, error, loading, retry } = useAdminCurrentAffair(id);
  return (
    <>
      <PageMeta title="Edit current affair" />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: adminPaths.root }, listCrumb, { label: "Edit" }]}
        title="Edit current affair"
        intro={record?.name}
        actions={
          record ? (
            <Link to={paths.currentAffair(record.seoURL)} className={buttonClass("outline")}>
              {record.active ? "View on the site" : "Preview draft"}
            </Link>
          ) : undefined
        }
      />
      {loading ? <Spinner label="Loading the article…" /> : null}
      {error ? (
        isNotFound(error) ? (
          <Alert>
            <p>Not found.</p>
          </Alert>
        ) : (
          <LoadError error={error} fallback="Could not load the article." onRetry={retry} />
        )
      ) : null}
      {/* Keyed by the record only: a refresh in the background never wipes what is being typed. */}
      {record ? <ArticleForm key={record.id} existing={record} /> : null}
    </>
  );
}
