import { pb } from "@/lib/pocketbase";

export interface AttemptInput {
  quiz: string;
  /** One entry per stored question: the chosen option's stored index, or null. */
  answers: (number | null)[];
  /** Whole seconds. */
  timeTaken: number;
}

/**
 * Records an anonymous attempt for the staff statistics (the server scores it again and keeps no
 * personal data). Best effort: the student's result never waits for or depends on it.
 */
export async function postAttempt(input: AttemptInput): Promise<boolean> {
  try {
    await pb.collection("quizAttempts").create(input, { requestKey: null });
    return true;
  } catch {
    return false;
  }
}
