import type { ChildProcess } from "node:child_process";
import type PocketBase from "pocketbase";
export const ROOT: string;
export const PB_VERSION: string;
export function findPocketBase(env?: Record<string, string | undefined>): string;
export function freePort(): Promise<number>;
export function waitForHealth(url: string, timeoutMs?: number, child?: ChildProcess): Promise<void>;
export function pbArgs(o: {
  dataDir: string;
  publicDir?: string;
  dev?: boolean;
  hooksDir?: string;
}): string[];
export function upsertSuperuser(o: { bin: string; dataDir: string; email: string; password: string }): void;
export function startPocketBase(o: {
  dataDir: string;
  port?: number;
  host?: string;
  publicDir?: string;
  hooksDir?: string;
  extraArgs?: string[];
  env?: Record<string, string>;
  quiet?: boolean;
  dev?: boolean;
  /** Start the page renderer (default true; skipped when its bundle is not built). */
  render?: boolean;
  /** The renderer bundle to run (default dist-server/render-server.js in the repo). */
  renderBundle?: string;
}): Promise<{ url: string; port: number; child: ChildProcess; bin: string; stop: () => Promise<void> }>;
export function superuserClient(o: {
  bin: string;
  dataDir: string;
  url: string;
  email?: string;
  batch?: number;
  rateLimits?: boolean;
}): Promise<PocketBase>;
