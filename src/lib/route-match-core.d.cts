// Types of route-match-core.cjs (a CommonJS file, so TypeScript cannot infer them).
import type { ROUTES, RouteName } from "../config/routes";

export function matchRoute(
  routes: typeof ROUTES,
  pathname: string,
): { name: RouteName; module: string; params: Record<string, string> } | null;
