import { attemptPath, sendMock, type AttemptKey, type MockAttemptView } from "./mock-attempt-view";

/** The attempt as it stands (a reload resumes it; a finished one comes with its result and review). */
export function getMockAttempt({ attemptId, token }: AttemptKey): Promise<MockAttemptView> {
  return sendMock<MockAttemptView>(attemptPath(attemptId), token);
}
