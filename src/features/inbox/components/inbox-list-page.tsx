import type { ReactNode } from "react";
import { PageMeta } from "@/components/page-meta";
import { PagedList, type PagedListState } from "@/components/ui/paged-list";
import { InboxToolbar } from "./inbox-toolbar";
import type { ListParams } from "./use-list-params";

interface Props<T> {
  /** From useInboxPage: the URL's search, filter and page, the records, the export. */
  page: {
    params: ListParams;
    setParams: (next: Partial<ListParams>) => void;
    list: PagedListState<T>;
    exporter: { exporting: boolean; run: () => void };
  };
  /** "lead" / "leads": the page's title, the list's name and its loading, error and empty lines. */
  noun: [one: string, many: string];
  searchLabel: string;
  filter?: { label: string; options: readonly { value: string; label: string }[] };
  children: (item: T) => ReactNode;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One inbox list page: its title, search (and filter) with Export CSV, and the paged list below. */
export function InboxListPage<T>({ page, noun, searchLabel, filter, children }: Props<T>) {
  const { params, setParams, list, exporter } = page;
  const many = noun[1];
  return (
    <>
      <PageMeta title={`Inbox: ${many}`} />
      <InboxToolbar
        searchLabel={searchLabel}
        q={params.q}
        filterLabel={filter?.label}
        filter={params.filter}
        filterOptions={filter?.options}
        onChange={setParams}
        exporting={exporter.exporting}
        onExport={exporter.run}
      />
      <PagedList
        list={list}
        label={capitalised(many)}
        noun={noun}
        loading={`Loading ${many}…`}
        failed={`Could not load the ${many}.`}
        empty={params.q || params.filter ? `No ${many} match.` : `No ${many} yet.`}
        onPage={(p) => setParams({ page: p })}
      >
        {children}
      </PagedList>
    </>
  );
}
