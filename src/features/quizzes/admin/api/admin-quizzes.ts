// Staff operations on quizzes. (One small module: list, get, create, update, delete share the
// same record shape and stay short.)
import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { Quiz, QuizQuestion } from "@/types/pocketbase";

export interface QuizInput {
  name: string;
  desc: string;
  active: boolean;
  /** PocketBase date string; "" = as soon as active. */
  publishAt?: string;
  questions: QuizQuestion[];
  /** PocketBase date ("YYYY-MM-DD 00:00:00.000Z") or "". */
  date: string;
  /** Minutes; 0 = no limit. */
  timeLimit: number;
  negativeMarking: "none" | "1/4" | "1/3";
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showExplanations: boolean;
  ranked: boolean;
}

export const ADMIN_QUIZZES_PER_PAGE = 30;

/** All quizzes, drafts included, newest first. `questions` is fetched for the counts. */
export function listAllQuizzes(page: number) {
  return pb.collection("quizs").getList<Quiz>(page, ADMIN_QUIZZES_PER_PAGE, {
    sort: "-created",
    fields: "id,collectionId,collectionName,name,active,publishAt,created,updated,questions,date",
    requestKey: null,
  });
}

export function getQuizForEdit(id: string) {
  return pb.collection("quizs").getOne<Quiz>(id, { requestKey: null });
}

export function createQuiz(input: QuizInput) {
  return pb.collection("quizs").create<Quiz>(input, { requestKey: null });
}

export function updateQuiz(id: string, input: Partial<QuizInput>) {
  return pb.collection("quizs").update<Quiz>(id, input, { requestKey: null });
}

export function deleteQuiz(id: string) {
  return pb.collection("quizs").delete(id, { requestKey: null });
}

// Staff see what is stored now: an admin page opened again asks the server again (showing what it
// had meanwhile), unlike the public pages' one-minute reuse.
const fresh = { dedupingInterval: 0 };

/** One page of the admin quiz list. */
export function useAdminQuizList(page: number) {
  return useSWR(["quizs", "admin", page] as const, ([, , p]) => listAllQuizzes(p), fresh);
}

/** The quiz being edited (drafts included). */
export function useQuizForEdit(id: string) {
  return useSWR(["quizs", "edit", id] as const, ([, , quizId]) => getQuizForEdit(quizId), fresh);
}
