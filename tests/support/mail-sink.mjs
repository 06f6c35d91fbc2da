// A real SMTP server on a loopback port that keeps every message it is sent, for the newsletter
// tests (smtp-server to receive, mailparser to read). Integration tests import startMailSink();
// the e2e run starts it as a program (playwright.config.ts) and reads the .eml files it writes:
//   node tests/support/mail-sink.mjs <port> <dir>
import { Buffer } from "node:buffer";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * Starts the sink. `rejectRecipients` (a Set, changeable while running) makes RCPT TO fail for
 * those addresses, as a server would that refuses them.
 */
export async function startMailSink({ port = 0, dir } = {}) {
  const raws = [];
  const rejectRecipients = new Set();
  let seq = 0;
  if (dir) mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (rejectRecipients.has(address.address.toLowerCase())) {
        const err = new Error("Mailbox unavailable");
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, _session, cb) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        raws.push(raw);
        if (dir) writeFileSync(join(dir, `${Date.now()}-${String(++seq).padStart(5, "0")}.eml`), raw);
        cb();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const actualPort = server.server.address().port;
  return {
    port: actualPort,
    rejectRecipients,
    /** Every message received so far, parsed. */
    messages: () => Promise.all(raws.map((r) => simpleParser(r))),
    count: () => raws.length,
    clear: () => void raws.splice(0),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The messages in a sink's directory (e2e), parsed, oldest first. */
export async function readMailDir(dir) {
  let files = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [port, dir] = process.argv.slice(2);
  const sink = await startMailSink({ port: Number(port), dir });
  process.stdout.write(`Mail sink listening on 127.0.0.1:${sink.port}\n`);
  const stop = () => sink.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
