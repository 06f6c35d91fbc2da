// Staff downloads of files an API route writes (CSV exports): a plain link cannot send the staff
// token, so the file is fetched with it and handed to the browser as a blob.
import { endSessionOn401, pb } from "@/lib/pocketbase";

/** The file name in a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? null;
}

/**
 * Fetches `path` (an API path, e.g. "/api/inbox/leads.csv?q=x") with the staff token and saves it
 * under the server's file name (or `fallbackName`); returns the name. A refusal throws the
 * server's message (or `failure`), and a 401 ends the session.
 */
export async function downloadWithToken(
  path: string,
  fallbackName: string,
  failure: string,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(pb.buildURL(path), { headers: { Authorization: pb.authStore.token } });
  } catch {
    throw new Error("Could not reach the server. Check your internet connection.");
  }
  if (!res.ok) {
    endSessionOn401(res.status);
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || failure);
  }
  const name = fileNameOf(res.headers.get("Content-Disposition")) ?? fallbackName;
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
