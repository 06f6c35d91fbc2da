// Stored copies of old-site articles' converted .docx (currentAffairs.docHtml / docHtmlOf,
// migration 1764400100): for every article that has a .docx but no stored HTML and no current
// copy, download the file, convert it as the reader's browser would (render-docx.mjs) and save
// the copy with the file name it was made from. The server sanitises it on save and makes the
// article's search text from it (pb_hooks/lib/doc-html.js, lib/search.js).
// One path for all three callers: the seed (the demo's old-site article), `npm run
// search:rebuild` and every `npm start` (in the background, after "Site ready").
// One article at a time (a 2-core server also serves the site meanwhile); a file over the upload
// limit or a copy over the field's 2 MB is left to the reader's browser, as before.
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import PocketBase from "pocketbase";
import { upsertSuperuser } from "./pocketbase.mjs";
import { DocxTimeLimitError, MAX_DOCX_BYTES, renderDocxHtmlLimited } from "./render-docx.mjs";

/** The docHtml field's maxSize (migration 1764400100). */
export const DOC_HTML_MAX_BYTES = 2 * 1024 * 1024;
/** Articles that need a copy: a .docx, no stored HTML, no copy of this very file. */
export const NEEDS_DOC_HTML = "doc != '' && html = '' && docHtmlOf != doc";

const { htmlToPlainText } = createRequire(import.meta.url)("../../shared/search-core.cjs");

/**
 * Fills the copies with a superuser client `pb`. Options: createdBefore (PocketBase date string:
 * only articles created before it, so a start-up run never races articles made after the start),
 * ids (only these articles), render (the converter; tests), textOnlyWhenTooBig (search:rebuild:
 * an article whose copy is too big still gets its search text, as before).
 * Returns { done, skipped: ["seoURL: why"], failed: ["seoURL: why"], texts }.
 */
export async function fillDocHtml(pb, opts = {}) {
  // Each file on the converter's own thread, stopped at its time limit (render-docx.mjs).
  const render = opts.render ?? renderDocxHtmlLimited;
  const parts = [NEEDS_DOC_HTML];
  const params = {};
  if (opts.createdBefore) {
    parts.push("created < {:before}");
    params.before = opts.createdBefore;
  }
  if (opts.ids) {
    if (!opts.ids.length) return { done: 0, skipped: [], failed: [], texts: 0 };
    parts.push(`(${opts.ids.map((_, i) => `id = {:id${i}}`).join(" || ")})`);
    opts.ids.forEach((id, i) => (params[`id${i}`] = id));
  }
  const todo = await pb.collection("currentAffairs").getFullList({
    filter: pb.filter(parts.join(" && "), params),
    fields: "id,collectionId,collectionName,seoURL,doc,text",
    sort: "-date,id", // newest first: the articles most likely to be opened
    batch: 200,
  });
  const out = { done: 0, skipped: [], failed: [], texts: 0 };
  let token = "";
  let tokenAt = 0;
  for (const rec of todo) {
    try {
      // File tokens last 180 s; a long run asks again.
      if (Date.now() - tokenAt > 120_000) {
        token = await pb.files.getToken();
        tokenAt = Date.now();
      }
      const res = await fetch(pb.files.getURL(rec, rec.doc, { token }));
      if (!res.ok) throw new Error(`download failed (${res.status})`);
      const length = Number(res.headers.get("content-length") ?? 0);
      if (length > MAX_DOCX_BYTES) {
        await res.body?.cancel();
        out.skipped.push(`${rec.seoURL}: the .docx is over ${MAX_DOCX_BYTES / 1024 / 1024} MB`);
        continue;
      }
      const html = await render(Buffer.from(await res.arrayBuffer()));
      // 64 KB of room for what the server's cleaning adds (image sizes, loading="lazy").
      if (Buffer.byteLength(html) > DOC_HTML_MAX_BYTES - 64 * 1024) {
        out.skipped.push(`${rec.seoURL}: converted HTML over ${DOC_HTML_MAX_BYTES / 1024 / 1024} MB`);
        const text = htmlToPlainText(html);
        if (opts.textOnlyWhenTooBig && text && !rec.text) {
          await pb.collection("currentAffairs").update(rec.id, { text });
          out.texts++;
        }
        continue;
      }
      // docHtmlOf names the file converted: if staff replaced it meanwhile, the server drops the copy.
      await pb.collection("currentAffairs").update(rec.id, { docHtml: html, docHtmlOf: rec.doc });
      out.done++;
    } catch (err) {
      // Too slow: left to the reader's browser (which has its own limit), as a file too big is.
      if (err instanceof DocxTimeLimitError) out.skipped.push(`${rec.seoURL}: ${err.message}`);
      else out.failed.push(`${rec.seoURL}: ${err?.message ?? err}`);
    }
  }
  return out;
}

/** One log line (and one per problem) for a fill's result; nothing when there was nothing to do. */
export function logFill(r, log = console.log, warn = console.error) {
  if (!r.done && !r.skipped.length && !r.failed.length) return;
  log(
    `Old-site articles: stored the converted .docx of ${r.done}` +
      (r.skipped.length ? `, left ${r.skipped.length} to the reader's browser` : "") +
      (r.failed.length ? `, ${r.failed.length} failed` : "") +
      ".",
  );
  for (const s of r.skipped) warn(`  Left to the browser: ${s}`);
  for (const f of r.failed) warn(`  Failed: ${f}`);
}

/**
 * `npm start`'s background run: signs in as its own superuser (a fresh random password each
 * start), fills the copies of articles created before `startedAt`, logs, and never throws (a
 * failure is one log line; the site is already serving).
 */
export async function fillDocHtmlInBackground({ url, bin, dataDir, startedAt, log = console.log }) {
  try {
    const email = "docx-bot@example.com";
    const password = randomBytes(18).toString("hex");
    upsertSuperuser({ bin, dataDir, email, password });
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    await pb.collection("_superusers").authWithPassword(email, password);
    logFill(await fillDocHtml(pb, { createdBefore: startedAt }), log);
    pb.authStore.clear();
  } catch (err) {
    console.error("Old-site articles: storing converted copies failed:", err?.message ?? err);
  }
}

/** PocketBase's date format for `created` comparisons. */
export function pbDate(d = new Date()) {
  return d.toISOString().replace("T", " ");
}
