// Validated build-time configuration.
const raw = import.meta.env.VITE_PB_URL as string | undefined;

function normalise(url: string | undefined): string {
  if (!url || !url.trim()) return "/";
  const u = url.trim().replace(/\/+$/, "");
  if (!/^https?:\/\//.test(u))
    throw new Error(`VITE_PB_URL must start with http:// or https:// (got "${url}")`);
  return u;
}

export const env = {
  /** PocketBase base URL: "/" (same origin) unless VITE_PB_URL points elsewhere. */
  pbUrl: normalise(raw),
  /** The institute's timezone; dates are judged here whatever the visitor's clock says. */
  timeZone: "Asia/Kolkata",
} as const;
