import { csvFileName, type InboxKind, type InboxQuery } from "@shared/inbox-core.cjs";
import { downloadWithToken, fileNameOf } from "@/lib/download";
import { pb } from "@/lib/pocketbase";

/** The export route's path for the current filter (pb_hooks/inbox.pb.js). */
function exportPath(kind: InboxKind, query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.handled) params.set("handled", query.handled);
  if (query.q?.trim()) params.set("q", query.q.trim());
  const search = params.toString();
  return `/api/inbox/${kind}.csv${search ? `?${search}` : ""}`;
}

/** The export route's URL for the current filter. */
export function exportUrl(kind: InboxKind, query: InboxQuery): string {
  return pb.buildURL(exportPath(kind, query));
}

/** The file name the server chose (Content-Disposition), or the same pattern made here. */
export function downloadName(disposition: string | null, kind: InboxKind): string {
  return fileNameOf(disposition) ?? csvFileName(kind);
}

/** Downloads the CSV of the current filter (with the staff token: lib/download.ts). */
export function downloadInboxCsv(kind: InboxKind, query: InboxQuery): Promise<string> {
  return downloadWithToken(exportPath(kind, query), csvFileName(kind), "Could not export the list.");
}
