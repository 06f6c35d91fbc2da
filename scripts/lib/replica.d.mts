type Env = Record<string, string | undefined>;
export const CONFIG_NAME: string;
export class ReplicaError extends Error {}
export interface ReplicaSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  path: string;
  syncInterval: string;
}
export function replicaSettings(env: Env): ReplicaSettings | null;
export function findLitestream(env?: Env): string;
export function litestreamYaml(dbPath: string, s: ReplicaSettings): string;
export function applyS3Settings(o: { bin: string; dataDir: string; settings: ReplicaSettings }): void;
export function startReplication(o: {
  dataDir: string;
  settings: ReplicaSettings;
  env?: Env;
  log?: Pick<Console, "error">;
  stdio?: "inherit" | "ignore";
}): { config: string; readonly pid: number | null; readonly restarts: number; stop(): Promise<void> };
export function replicaAtStart(o: { bin: string; dataDir: string; env: Env }): ReplicaSettings | null;
export function replicaTimestamp(raw: string): string;
export function restoreFromReplica(o: {
  env: Env;
  timestamp?: string | null;
  now?: Date;
}): Promise<{ dataDir: string; before: string | null; timestamp: string | null }>;
