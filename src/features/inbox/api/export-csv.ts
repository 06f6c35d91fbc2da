import { csvFileName, type InboxKind, type InboxQuery } from "@shared/inbox-core.cjs";
import { endSessionOn401, pb } from "@/lib/pocketbase";

/** The export route's URL for the current filter (pb_hooks/inbox.pb.js). */
export function exportUrl(kind: InboxKind, query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.handled) params.set("handled", query.handled);
  if (query.q?.trim()) params.set("q", query.q.trim());
  const search = params.toString();
  return pb.buildURL(`/api/inbox/${kind}.csv${search ? `?${search}` : ""}`);
}

/** The file name the server chose (Content-Disposition), or the same pattern made here. */
export function downloadName(disposition: string | null, kind: InboxKind): string {
  const m = /filename="([^"]+)"/.exec(disposition ?? "");
  return m?.[1] ?? csvFileName(kind);
}

/**
 * Downloads the CSV of the current filter. A plain link cannot send the staff token, so the file
 * is fetched with it and handed to the browser as a blob.
 */
export async function downloadInboxCsv(kind: InboxKind, query: InboxQuery): Promise<string> {
  let res: Response;
  try {
    res = await fetch(exportUrl(kind, query), { headers: { Authorization: pb.authStore.token } });
  } catch {
    throw new Error("Could not reach the server. Check your internet connection.");
  }
  if (!res.ok) {
    endSessionOn401(res.status);
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || "Could not export the list.");
  }
  const name = downloadName(res.headers.get("Content-Disposition"), kind);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
