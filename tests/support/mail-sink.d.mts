import type { ParsedMail } from "mailparser";

export interface MailSink {
  port: number;
  rejectRecipients: Set<string>;
  messages(): Promise<ParsedMail[]>;
  count(): number;
  clear(): void;
  stop(): Promise<void>;
}
export function startMailSink(opts?: { port?: number; dir?: string }): Promise<MailSink>;
export function readMailDir(dir: string): Promise<ParsedMail[]>;
