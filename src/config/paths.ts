// Link builders, so no component spells out a route by hand.
export const paths = {
  home: "/",
  courses: "/courses",
  about: "/about",
  results: "/results",
  contact: "/contact",
  quizzes: "/quizzes",
  quiz: (id: string) => `/quizzes/${encodeURIComponent(id)}`,
  // Ranked quizzes and a student's attempts (branch ranks); /signin is the students' sign-in page.
  leaderboard: (id: string) => `/quizzes/${encodeURIComponent(id)}/leaderboard`,
  myAttempts: "/me/attempts",
  myAttempt: (id: string) => `/me/attempts/${encodeURIComponent(id)}`,
  currentAffairs: "/currentaffairs",
  currentAffair: (seoURL: string) => `/currentaffairs/${encodeURIComponent(seoURL)}`,
  // Students: sign-in with a one-time code, and their account.
  signIn: "/signin",
  me: "/me",
  // The one admin address a public page links to (the footer's "Admin Login"); the rest of the
  // admin's addresses are in admin-paths.ts, which no public page loads.
  staffLogin: "/admin/login",
  // The by-date pages (/currentaffairs/today, /date/…, /month/…, /archive): see date-paths.ts.
} as const;
