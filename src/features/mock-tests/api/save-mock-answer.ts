import { attemptPath, sendMock, type AttemptKey } from "./mock-attempt-view";

/** Saves one answer (null clears it); the server answers with every answer it holds. */
export function saveMockAnswer(
  key: AttemptKey,
  question: string,
  option: number | null,
  seconds?: number,
): Promise<{ answers: Record<string, number | null> }> {
  return sendMock(attemptPath(key.attemptId, "answer"), key.token, {
    question,
    option,
    ...(seconds === undefined ? {} : { seconds }),
  });
}
