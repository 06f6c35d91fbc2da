/**
 * The full mock tests' pages (issue 24). A module of their own, beside paths.ts, so the home
 * page's entry chunk (which holds paths.ts) does not carry them: only lazily loaded chunks use these.
 */
export const mockPaths = {
  list: "/mock-tests",
  test: (id: string) => `/mock-tests/${encodeURIComponent(id)}`,
} as const;
