// npm run search:rebuild: refills the full-text search index of current affairs from the articles.
//   1. Articles of the old backend that have only a DOCX file (no stored HTML) get the stored copy
//      of their converted DOCX (docHtml, made as the reader's browser converts it; see
//      scripts/lib/docx-html.mjs), from which the server makes their text (the server's own
//      htmlToPlainText rules from shared/search-core.cjs). One download and one conversion give
//      both. A copy over 2 MB is not stored, but its text is. --skip-docx skips this step.
//   2. The server rebuilds the index in one transaction (POST /api/ca/search/rebuild, superusers).
// With a server answering on PORT (HOST) it works through that server; with none, it starts
// PocketBase on PB_DATA_DIR for the moment (on a free port) and stops it again. Safe to repeat.
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import PocketBase from "pocketbase";
import { processesUsing, serverAnswers } from "./lib/backups.mjs";
import { loadEnv } from "./lib/env.mjs";
import { findPocketBase, startPocketBase, upsertSuperuser } from "./lib/pocketbase.mjs";
import { fillDocHtml, logFill } from "./lib/docx-html.mjs";

const BOT = "search-bot@example.com";

async function run(url, dataDir, bin, skipDocx) {
  const password = randomBytes(18).toString("hex");
  upsertSuperuser({ bin, dataDir, email: BOT, password });
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  try {
    await pb.collection("_superusers").authWithPassword(BOT, password);
  } catch {
    throw new Error(
      `The server at ${url} does not use the data dir ${dataDir}. Set PB_DATA_DIR and PORT to the ` +
        `same server's, then run again.`,
    );
  }
  if (!skipDocx) {
    const r = await fillDocHtml(pb, { textOnlyWhenTooBig: true });
    console.log(`Text extracted from ${r.done + r.texts} DOCX-only article(s).`);
    logFill(r);
  }
  const r = await pb.send("/api/ca/search/rebuild", { method: "POST" });
  console.log(`Search index rebuilt: ${r.indexed} article(s) in ${r.ms} ms.`);
  pb.authStore.clear();
}

const env = loadEnv();
const dataDir = resolve(env.PB_DATA_DIR ?? "./pb_data");
const url = `http://${env.HOST ?? "127.0.0.1"}:${Number(env.PORT ?? 8090)}`;
const skipDocx = process.argv.includes("--skip-docx");
try {
  const bin = findPocketBase(env);
  if (await serverAnswers(url)) {
    await run(url, dataDir, bin, skipDocx);
  } else {
    const pids = processesUsing(dataDir);
    if (pids.length) {
      throw new Error(
        `PocketBase (PID ${pids.join(", ")}) has ${dataDir} open, but nothing answers at ${url}. Set ` +
          `PORT (and HOST) to where it listens, then run again.`,
      );
    }
    const srv = await startPocketBase({ dataDir, quiet: true, publicDir: join(dataDir, "public"), env });
    try {
      await run(srv.url, dataDir, srv.bin, skipDocx);
    } finally {
      await srv.stop();
    }
  }
} catch (err) {
  console.error(err?.message ?? err);
  process.exit(1);
}
