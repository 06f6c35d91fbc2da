// The staff admin's link builders, apart from the public ones (paths.ts): the public pages' start
// chunk never carries the admin's addresses.
export const adminPaths = {
  root: "/admin",
  login: "/admin/login",
  currentAffairs: "/admin/currentaffairs",
  createCurrentAffair: "/admin/currentaffairs/create",
  editCurrentAffair: (id: string) => `/admin/currentaffairs/${encodeURIComponent(id)}/edit`,
  quizzes: "/admin/quizzes",
  importQuiz: "/admin/quizzes/import",
  editQuiz: (id: string) => `/admin/quizzes/${encodeURIComponent(id)}/edit`,
  quizStats: (id: string) => `/admin/quizzes/${encodeURIComponent(id)}/stats`,
  quizLeaderboard: (id: string) => `/admin/quizzes/${encodeURIComponent(id)}/leaderboard`,
  courses: "/admin/courses",
  inbox: "/admin/inbox",
  inboxLeads: "/admin/inbox/leads",
  inboxMessages: "/admin/inbox/messages",
  inboxSubscribers: "/admin/inbox/subscribers",
  outbox: "/admin/outbox",
  createCourse: "/admin/courses/create",
  editCourse: (id: string) => `/admin/courses/${encodeURIComponent(id)}/edit`,
  settings: "/admin/settings",
  staff: "/admin/staff",
  account: "/admin/account",
  questions: "/admin/questions",
  importQuestions: "/admin/questions/import",
  newQuestion: "/admin/questions/new",
  // Mock tests (issue 24).
  mockTests: "/admin/mock-tests",
  newMockTest: "/admin/mock-tests/new",
  editMockTest: (id: string) => `/admin/mock-tests/${encodeURIComponent(id)}`,
  mockTestStats: (id: string) => `/admin/mock-tests/${encodeURIComponent(id)}/stats`,
  printMockTest: (id: string, key = false) =>
    `/admin/mock-tests/${encodeURIComponent(id)}/print${key ? "?key=1" : ""}`,
  /** The bank engineer's question editor. */
  editQuestion: (id: string) => `/admin/questions/${encodeURIComponent(id)}`,
} as const;
