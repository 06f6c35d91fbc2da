import { useParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { errorMessage, isNotFound } from "@/lib/pocketbase";
import { useResource } from "@/lib/use-resource";
import { usePageTitle } from "@/lib/use-page-title";
import { getCurrentAffair } from "../api/get-admin-current-affair";
import { ArticleForm, type TagFieldProps } from "../components/article-form";
import type { ReactNode } from "react";

interface Props {
  renderTags: (props: TagFieldProps) => ReactNode;
}

const listCrumb = { label: "Current Affairs", to: paths.admin.currentAffairs };

export function AdminCreateArticlePage({ renderTags }: Props) {
  usePageTitle("Create current affair");
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: paths.admin.root }, listCrumb, { label: "Create" }]}
        title="Create current affair"
        intro="Upload the Word document, check the details and save."
      />
      <ArticleForm renderTags={renderTags} />
    </>
  );
}

export function AdminEditArticlePage({ renderTags }: Props) {
  const { id = "" } = useParams();
  usePageTitle("Edit current affair");
  // Never served from cache: the form must start from what is stored now.
  const record = useResource(`admin-ca-edit:${id}`, () => getCurrentAffair(id), 0);
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: paths.admin.root }, listCrumb, { label: "Edit" }]}
        title="Edit current affair"
        intro={record.data ? record.data.name : undefined}
      />
      {record.loading ? <Spinner label="Loading the article…" /> : null}
      {record.error ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>
            {isNotFound(record.error)
              ? "Not found."
              : errorMessage(record.error, "Could not load the article.")}
          </p>
          {!isNotFound(record.error) ? (
            <button type="button" onClick={record.reload} className="mt-2 font-semibold underline">
              Try again
            </button>
          ) : null}
        </div>
      ) : null}
      {record.data ? (
        <ArticleForm
          key={record.data.id + record.data.updated}
          existing={record.data}
          renderTags={renderTags}
        />
      ) : null}
    </>
  );
}
