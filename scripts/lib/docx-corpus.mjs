// One real .docx through what the product does with it, for the corpus test
// (src/features/quizzes/admin/real-docx-corpus.ts) and the benchmark (scripts/bench-docx-corpus.mjs): the package
// check the browser and the server share (pb_hooks/lib/docx-check.js → shared/docx-package-core.cjs
// with rules-core's limits, through render-docx.mjs's docxProblem), then the Node conversion the
// server's backfill and search:rebuild use (article-core.js + the sanitiser on jsdom), with
// the characters of text kept: non-space characters of the sanitised HTML's text against those of
// the main part's w:t elements.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unzipSync, strFromU8 } from "fflate";
import { convertArticleRaw, inlineArticleHtml } from "../../src/lib/docx/article-core.js";
import { articleDeps, docxProblem } from "./render-docx.mjs";

export const CORPUS_DIR = fileURLToPath(new URL("../../tests/fixtures/real-docx/", import.meta.url));
export const RESULTS_FILE = join(CORPUS_DIR, "results.json");

/** The corpus's file names, sorted. */
export function corpusFiles() {
  return readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(".docx"))
    .sort();
}

export function readCorpusFile(name) {
  return readFileSync(join(CORPUS_DIR, name));
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
    if (e[0] === "#") {
      const n = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(n) && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Characters that are not white space. */
export const visibleChars = (s) => s.replace(/\s+/g, "").length;

/** The text of an HTML string (tags dropped, entities decoded). */
export const htmlText = (html) => decodeEntities(html.replace(/<[^>]*>/g, " "));

/** The text of the main part's w:t elements (what Word shows in the body). */
export function documentText(buf, mainPart) {
  const files = unzipSync(new Uint8Array(buf), { filter: (f) => f.name === mainPart });
  // A text box's text is there twice (drawing and its VML fallback); a moved paragraph's old place
  // is tracked text Word no longer shows.
  const xml = (files[mainPart] ? strFromU8(files[mainPart]) : "")
    .replace(/<mc:Fallback\b[\s\S]*?<\/mc:Fallback>/g, "")
    .replace(/<w:moveFrom\b[^>]*>[\s\S]*?<\/w:moveFrom>/g, "");
  let out = "";
  for (const m of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)) out += decodeEntities(m[1]) + " ";
  return out;
}

/** The main part's name, as _rels/.rels gives it (null when the package has none). */
function mainPartOf(buf) {
  try {
    const files = unzipSync(new Uint8Array(buf), { filter: (f) => f.name === "_rels/.rels" });
    const rels = files["_rels/.rels"] ? strFromU8(files["_rels/.rels"]) : "";
    const m =
      /Type="[^"]*\/officeDocument"[^>]*Target="\/?([^"]+)"|Target="\/?([^"]+)"[^>]*Type="[^"]*\/officeDocument"/.exec(
        rels,
      );
    return m ? (m[1] ?? m[2]) : null;
  } catch {
    return null;
  }
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * One file: { status: "accepted" | "refused", reason?, textIn, textOut, html?, plain?, messages,
 * cpuMs }. `plain` is raw mammoth HTML (for the quiz parser's text); `html` the sanitised article.
 */
export async function analyseDocx(buf) {
  const started = cpuNow();
  const found = docxProblem(buf);
  if (found) {
    return {
      status: "refused",
      reason: `${found.problem}: ${found.detail}`,
      textIn: 0,
      textOut: 0,
      messages: [],
      notes: [],
      cpuMs: cpuNow() - started,
    };
  }
  const { default: mammoth } = await import("mammoth");
  const raw = await convertArticleRaw(mammoth, new Uint8Array(buf).buffer, true);
  const html = inlineArticleHtml(raw, await articleDeps());
  const cpuMs = cpuNow() - started;
  const main = mainPartOf(buf);
  return {
    status: "accepted",
    textIn: main ? visibleChars(documentText(buf, main)) : 0,
    textOut: visibleChars(htmlText(html)),
    html,
    raw: raw.html,
    messages: raw.messages,
    notes: raw.notes,
    cpuMs,
  };
}
