import { adminPaths } from "@/config/admin-paths";

/** Where to go after signing in: the admin page the person was sent away from, else /admin. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string") return adminPaths.root;
  // Only admin pages, never the login page itself or another origin ("//evil.example").
  const ok = /^\/admin(\/|\?|$)/i.test(from) && !/^\/admin\/login/i.test(from);
  return ok ? from : adminPaths.root;
}
