import useSWR from "swr";
import { pb } from "@/lib/pocketbase";

/** One question's statistics (GET /api/mock-tests/{id}/stats, the contract in issue 24). */
export interface MockQuestionStats {
  id: string;
  /** The section's id. */
  section: string;
  text: string;
  options: string[];
  answer: number;
  attempts: number;
  percentCorrect: number;
  /** 0–100 per option. */
  optionShare: number[];
  skipShare: number;
  difficulty: "easy" | "medium" | "hard" | "";
  /** Upper 27 % − lower 27 % correct share, −1..1. */
  discrimination: number;
  avgSeconds: number | null;
  /** The top group mostly picks another option. */
  miskey: { option: number; share: number } | null;
}

export interface MockTestStats {
  takers: number;
  questions: MockQuestionStats[];
}

/** Staff only: a test's per-question statistics, computed on the server. */
export function getMockTestStats(id: string) {
  return pb.send<MockTestStats>(`/api/mock-tests/${encodeURIComponent(id)}/stats`, { requestKey: null });
}

export function useMockTestStats(id: string) {
  return useSWR(["mockAttempts", "stats", id] as const, ([, , testId]) => getMockTestStats(testId), {
    dedupingInterval: 0,
  });
}
