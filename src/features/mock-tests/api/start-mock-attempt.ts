import { sendMock, type MockAttemptView } from "./mock-attempt-view";

/**
 * Starts a sitting of the test (or, for a signed-in student with an unfinished one, resumes it):
 * the answer carries the device's token.
 */
export function startMockAttempt(testId: string): Promise<MockAttemptView> {
  return sendMock<MockAttemptView>(`/api/mock-tests/${encodeURIComponent(testId)}/start`, "", {});
}
