import { attemptPath, sendMock, type AttemptKey, type MockAttemptView } from "./mock-attempt-view";

/**
 * Opens section `to`: in locked order the current one ends (it cannot be opened again); in free
 * order any section whose time has not ended.
 */
export function moveMockSection(key: AttemptKey, to: number): Promise<MockAttemptView> {
  return sendMock<MockAttemptView>(attemptPath(key.attemptId, "section"), key.token, { to });
}
