// Types of courses-core.cjs (a CommonJS file, so TypeScript cannot infer them).
export const COURSES_QUERY: {
  readonly expr: string;
  readonly params: { readonly active: true };
  readonly sort: string;
  readonly fields: string;
};
