// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { STUDENT_AUTH_KEY } from "../session";
import { hasStudentSession, SESSION_KEY } from "./has-session";

describe("hasStudentSession", () => {
  it("reads the student session's own storage key", () => {
    expect(SESSION_KEY).toBe(STUDENT_AUTH_KEY);
    localStorage.removeItem(SESSION_KEY);
    expect(hasStudentSession()).toBe(false);
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: "t", record: null }));
    expect(hasStudentSession()).toBe(true);
    localStorage.removeItem(SESSION_KEY);
  });
});
