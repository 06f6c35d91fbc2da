// The student's session: a PocketBase client of its own whose auth store lives under its own
// local-storage key, so a student signing in on the institute's front-desk computer never
// replaces a staff member's admin session (the shared `pb` client) and the other way round.
// Everything a signed-in student does (attempts, bookmarks, leaderboard position, their data)
// goes through `studentPb`; pages read who is signed in with `useStudent()`.
import { useSyncExternalStore } from "react";
import { clientWithOwnSession } from "@/lib/pocketbase";
import type { Student } from "@/types/pocketbase";

export const STUDENT_AUTH_KEY = "pb_student_auth";

export const studentPb = clientWithOwnSession(STUDENT_AUTH_KEY);

// A token the server no longer accepts (account deleted, expired) ends the student's session on
// the next request instead of leaving a page that looks signed in.
studentPb.afterSend = (response: Response, data: unknown) => {
  if (response.status === 401 && studentPb.authStore.token) studentPb.authStore.clear();
  return data;
};

/** The signed-in student, or null (signed out, or a token that has expired locally). */
export function currentStudent(): Student | null {
  const { record } = studentPb.authStore;
  return studentPb.authStore.isValid && record?.collectionName === "students" ? (record as Student) : null;
}

export function signOutStudent(): void {
  studentPb.authStore.clear();
}

function subscribe(listener: () => void): () => void {
  return studentPb.authStore.onChange(listener);
}

// The SDK's store parses a new record object on every read; React needs the same object back
// until something changed.
let snapshotKey = "";
let snapshot: Student | null = null;
function studentSnapshot(): Student | null {
  const student = currentStudent();
  const key = `${studentPb.authStore.token}\n${JSON.stringify(student)}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = student;
  }
  return snapshot;
}

/** Nobody is signed in on the server, and during hydration (the server's HTML is anonymous). */
const serverSnapshot = (): Student | null => null;

/**
 * The signed-in student, re-rendering on sign-in and sign-out. Null on the server and during
 * hydration, so personal parts of a page fill in just after the server's HTML is adopted, with no
 * hydration mismatch. A display hint only: the access rules decide what the student may read.
 */
export function useStudent(): Student | null {
  return useSyncExternalStore(subscribe, studentSnapshot, serverSnapshot);
}
