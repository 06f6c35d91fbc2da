// The student session lives in src/lib/student-session.ts (shared: quizzes, leaderboards and the
// header use it too, and a feature may not import another feature). Kept for the students
// feature's own imports.
export * from "@/lib/student-session";
