// The addresses this part of the students feature links to. The sign-in page is the students
// feature's own (/signin, another branch); the revision queue is ours (src/config/routes.json).
export const studyPaths = {
  signIn: "/signin",
  revision: "/revision",
} as const;
