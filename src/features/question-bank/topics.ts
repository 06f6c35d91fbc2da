/** Topics offered as suggestions in the bank's filters and forms (staff may type any other). */
export const BANK_TOPIC_CHOICES = [
  "Punjab History",
  "Punjab Geography",
  "Reasoning",
  "Punjabi Grammar",
  "Child Development",
  "English",
  "Current Affairs 2026-11",
] as const;

/** Exams offered as suggestions. */
export const BANK_EXAM_CHOICES = ["PSTET", "Punjab Police", "PSSSB Clerk", "Patwari"] as const;
