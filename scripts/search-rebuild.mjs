// npm run search:rebuild: refills the full-text search index of current affairs from the articles.
//   1. Articles of the old backend that have only a DOCX file (no stored HTML) and no text yet get
//      their text from the DOCX (mammoth, as the seed renders it, then the server's own
//      htmlToPlainText rules from src/lib/search-core.cjs). --skip-docx skips this step.
//   2. The server rebuilds the index in one transaction (POST /api/ca/search/rebuild, superusers).
// With a server answering on PORT (HOST) it works through that server; with none, it starts
// PocketBase on PB_DATA_DIR for the moment (on a free port) and stops it again. Safe to repeat.
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import PocketBase from "pocketbase";
import { processesUsing, serverAnswers } from "./lib/backups.mjs";
import { loadEnv } from "./lib/env.mjs";
import { findPocketBase, startPocketBase, upsertSuperuser } from "./lib/pocketbase.mjs";
import { renderDocxHtml } from "./lib/render-docx.mjs";

const BOT = "search-bot@example.com";
const { htmlToPlainText } = createRequire(import.meta.url)("../src/lib/search-core.cjs");

/** Text for DOCX-only articles that have none; returns { done, failed: [seoURL: reason] }. */
async function backfillDocxText(pb) {
  const failed = [];
  let done = 0;
  const todo = await pb.collection("currentAffairs").getFullList({
    filter: "html = '' && text = '' && doc != ''",
    fields: "id,collectionId,collectionName,seoURL,doc",
    batch: 200,
  });
  const token = todo.length ? await pb.files.getToken() : "";
  for (const rec of todo) {
    try {
      const res = await fetch(pb.files.getURL(rec, rec.doc, { token }));
      if (!res.ok) throw new Error(`download failed (${res.status})`);
      const text = htmlToPlainText(await renderDocxHtml(Buffer.from(await res.arrayBuffer())));
      if (text) {
        await pb.collection("currentAffairs").update(rec.id, { text });
        done++;
      }
    } catch (err) {
      failed.push(`${rec.seoURL}: ${err?.message ?? err}`);
    }
  }
  return { done, failed };
}

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
    const { done, failed } = await backfillDocxText(pb);
    console.log(`Text extracted from ${done} DOCX-only article(s).`);
    for (const f of failed) console.error(`  Skipped ${f}`);
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
