// The public site's URL table, ONE list (routes.json) read by the app's router
// (src/app/router.tsx builds its <Route>s from it) and by the server
// (pb_hooks/lib/first-response.js, matching with shared/route-match-core.cjs): a path no route
// matches is HTTP 404, and the route says which page's data and chunk the first response carries.
// Each entry: [name, pattern, route module in src/app/routes/ ("" = none)]. Patterns use React
// Router's syntax (":param", a trailing "/*"); a static segment comes before a parameter in the
// same place, as React Router ranks them; matching ignores case, as the app's routes do. JSON so
// the browser gets only the table (the home page's JavaScript budget) and the hooks can read it.
import table from "./routes.json";

export type RouteName =
  | "admin"
  | "home"
  | "courses"
  | "about"
  | "results"
  | "contact"
  | "quizzes"
  | "quiz"
  | "leaderboard"
  | "myAttempts"
  | "myAttempt"
  | "currentAffairs"
  | "today"
  | "archive"
  | "day"
  | "month"
  | "monthPrint"
  | "article"
  | "newsletterConfirm"
  | "newsletterUnsubscribe"
  | "signIn"
  | "me"
  | "revision"
  | "mockTests"
  | "mockTest";

export const ROUTES = table as unknown as readonly (readonly [
  name: RouteName,
  pattern: string,
  module: string,
])[];
