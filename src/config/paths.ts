// Link builders, so no component spells out a route by hand.
export const paths = {
  home: "/",
  courses: "/courses",
  about: "/about",
  results: "/results",
  contact: "/contact",
  quizzes: "/quizs",
  quiz: (id: string) => `/quizs/${encodeURIComponent(id)}`,
  currentAffairs: "/currentaffairs",
  currentAffair: (seoURL: string) => `/currentaffairs/${encodeURIComponent(seoURL)}`,
  // The by-date pages (/currentaffairs/today, /date/…, /month/…, /archive): see date-paths.ts.
  admin: {
    root: "/admin",
    login: "/admin/login",
    currentAffairs: "/admin/currentaffairs",
    createCurrentAffair: "/admin/currentaffairs/create",
    editCurrentAffair: (id: string) => `/admin/currentaffairs/${encodeURIComponent(id)}/edit`,
    quizzes: "/admin/quizs",
    importQuiz: "/admin/quizs/import",
    editQuiz: (id: string) => `/admin/quizs/${encodeURIComponent(id)}/edit`,
    courses: "/admin/cources",
    settings: "/admin/settings",
  },
} as const;
