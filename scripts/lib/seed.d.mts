export interface SeedCounts {
  tags: number;
  articles: number;
  quizzes: number;
  courses: number;
  settings: number;
  staff: number;
}
export const SEED_SUPERUSER: string;
export function slugify(name: string): string;
export function istDate(daysAgo?: number, now?: Date): string;
export function seed(o: {
  url: string;
  bin: string;
  dataDir: string;
  staffEmail: string;
  staffPassword: string;
  log?: (m: string) => void;
  renderHtml?: (docx: Buffer) => Promise<string>;
}): Promise<SeedCounts>;
export function seedDemo(pb: { url: string; bin: string }, dataDir: string): Promise<SeedCounts>;
