import { attemptPath, sendMock, type AttemptKey, type MockAttemptView } from "./mock-attempt-view";

/** Ends the attempt and scores it (a second call returns the same result). */
export function finishMockAttempt(key: AttemptKey): Promise<MockAttemptView> {
  return sendMock<MockAttemptView>(attemptPath(key.attemptId, "finish"), key.token, {});
}
