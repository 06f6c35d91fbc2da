export const DEFAULT_BACKUP_CRON: string;
export const DEFAULT_BACKUP_KEEP: number;
export const BACKUP_SUPERUSER: string;
export class BackupError extends Error {}
type Env = Record<string, string | undefined>;
export function dataDirOf(env: Env): string;
export function stamp(now?: Date): string;
export function runOps(
  bin: string,
  dataDir: string,
  command: string,
  args?: string[],
  env?: Record<string, string>,
): Record<string, unknown>;
export function serverUrl(env: Env): string;
export function refuseIfRunning(dataDir: string, url: string): Promise<void>;
export function backupSchedule(env: Env): { cron: string; keep: number };
export function applyBackupSettings(o: { bin: string; dataDir: string; env: Env }): {
  cron: string;
  keep: number;
};
export function applyBackupSettingsAtStart(o: { bin: string; dataDir: string; env: Env }): void;
export function processesUsing(dataDir: string): number[];
export function serverAnswers(url: string): Promise<boolean>;
export function createBackup(o: {
  env: Env;
  name?: string;
}): Promise<{ name: string; where: string; via: "server" | "data dir" }>;
export function restoreBackup(o: {
  env: Env;
  file: string;
  now?: Date;
}): Promise<{ dataDir: string; before: string | null; files: number }>;
