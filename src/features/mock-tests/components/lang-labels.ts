import type { QuestionLang } from "@/types/pocketbase";

/** Each question language by its own name, as the language switches show it (never translated). */
export const QUESTION_LANG_NAMES: Record<QuestionLang, { short: string; long: string; html: string }> = {
  en: { short: "EN", long: "English", html: "en" },
  pa: { short: "ਪੰਜਾਬੀ", long: "ਪੰਜਾਬੀ", html: "pa" },
  hi: { short: "हिंदी", long: "हिंदी", html: "hi" },
};
