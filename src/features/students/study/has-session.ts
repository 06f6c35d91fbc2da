// The session's storage key (STUDENT_AUTH_KEY in ../session.ts; a unit test holds them together),
// read directly: the home page's own JavaScript carries neither the student client nor the streak
// (its budget), and only asks whether a student is signed in on this browser.
export const SESSION_KEY = "pb_student_auth";

/** Whether a student session is stored in this browser (it may have expired: a hint only). */
export function hasStudentSession(): boolean {
  try {
    return !!localStorage.getItem(SESSION_KEY);
  } catch {
    return false; // storage blocked: nobody is signed in here
  }
}
