// The soak's writers and their ledger. Each writer owns its records (so writes to one record are
// sequential), saves articles (a DOCX now and then), quizzes, leads (as a guest) and tag changes
// through the HTTP API, and records what the server acknowledged:
// - 2xx: acknowledged; the record must end in this state (or a later in-doubt one);
// - connection refused: never reached the server, so nothing changed;
// - 4xx: refused by the server, nothing changed (counted, and shown: there should be none);
// - no answer (the kill cut the connection) or 5xx: in doubt, either outcome is accepted; the
//   writer leaves that record alone from then on, so its state stays decidable.
import { mulberry32, randomTools } from "./prng.mjs";

export const ABSENT = null;

export function newLedger() {
  return {
    /** key → { collection, id, name, state, doubt: state[], acks } */
    records: new Map(),
    counts: { acked: 0, doubt: 0, refused: 0, rejected: 0, serverErrors: 0 },
    /** kind → acknowledged count */
    kinds: {},
    rejections: [],
  };
}

function isRefused(err) {
  const code = err?.cause?.code ?? err?.code;
  return code === "ECONNREFUSED";
}

/** One HTTP write. Resolves to { outcome: "ack" | "doubt" | "refused" | "rejected", status, data }. */
export async function send(ctx, method, path, { token, json, form } = {}) {
  const headers = {};
  if (token) headers.authorization = token;
  let body;
  if (json) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(json);
  } else if (form) body = form;
  let res;
  try {
    res = await fetch(ctx.url() + path, { method, headers, body, signal: AbortSignal.timeout(20_000) });
  } catch (err) {
    if (!isRefused(err)) return { outcome: "doubt", err };
    await new Promise((r) => setTimeout(r, 25)); // down: let the restart happen
    return { outcome: "refused", err };
  }
  let data = null;
  try {
    const text = await res.text();
    data = text ? JSON.parse(text) : null;
  } catch {
    // Body cut off by a kill: the status line already tells what happened.
  }
  if (res.ok) return { outcome: "ack", status: res.status, data };
  if (res.status >= 500) return { outcome: "doubt", status: res.status, data };
  return { outcome: "rejected", status: res.status, data };
}

/** Applies a write's outcome to the ledger; true when acknowledged. */
function settle(ledger, rec, next, r, kind) {
  const c = ledger.counts;
  if (r.outcome === "ack") {
    rec.state = next;
    rec.doubt = [];
    rec.acks++;
    c.acked++;
    ledger.kinds[kind] = (ledger.kinds[kind] ?? 0) + 1;
    return true;
  }
  if (r.outcome === "doubt") {
    rec.doubt.push(next);
    c.doubt++;
    if (r.status) c.serverErrors++;
  } else if (r.outcome === "refused") c.refused++;
  else {
    c.rejected++;
    if (ledger.rejections.length < 5)
      ledger.rejections.push(`${kind}: ${r.status} ${JSON.stringify(r.data)}`);
  }
  return false;
}

function track(ledger, collection, id, name) {
  const rec = { collection, id, name, state: ABSENT, doubt: [], acks: 0 };
  ledger.records.set(`${collection}/${id ?? name}`, rec);
  return rec;
}

const questions = (R, rev) =>
  Array.from({ length: R.int(1, 4) }, (_, i) => ({
    text: `Question ${i + 1} (rev ${rev}): which option is ${R.int(1, 999)}?`,
    options: ["Option A", "Option B", "Option C", "Option D"],
    answer: R.pick(["Option A", "Option B", "Option C", "Option D"]),
    order: i + 1,
  }));

/**
 * Runs writer `w` until ctx.stopping. ctx: { url(), ready(), stopping, ledger, staff (token),
 * docs: [{ bytes, hash }], seed }.
 */
export async function runWriter(w, ctx) {
  const R = randomTools(mulberry32((ctx.seed ^ Math.imul(w + 1, 0x9e3779b9)) >>> 0));
  const L = ctx.ledger;
  const pool = { articles: [], quizzes: [], tags: [] };
  let n = 0;
  const drop = (list, rec) => list.splice(list.indexOf(rec), 1);
  const staff = { token: ctx.staff };
  const api = (c, id = "") => `/api/collections/${c}/records${id ? `/${id}` : ""}`;
  const someTags = () => {
    const chosen = pool.tags.filter(() => R.chance(0.3)).slice(0, 3);
    for (const t of chosen) t.used = true;
    return chosen.map((t) => t.id).sort();
  };

  const ops = {
    async articleCreate() {
      const id = R.id();
      const k = ++n;
      const rec = track(L, "currentAffairs", id);
      const base = { name: `Soak w${w} article ${k}`, desc: `rev 0 ${R.int(0, 1e6)}`, active: R.chance(0.7) };
      const next = { ...base, tags: someTags(), doc: null };
      const fields = { id, ...base, seoURL: `soak-w${w}-a${k}`, date: "2026-01-15 00:00:00.000Z" };
      let r;
      if (R.chance(0.3)) {
        const d = R.pick(ctx.docs);
        next.doc = d.hash;
        const form = new FormData();
        for (const [key, v] of Object.entries(fields)) form.append(key, String(v));
        for (const t of next.tags) form.append("tags", t);
        form.append("doc", new Blob([d.bytes], { type: d.type }), `soak-${k}.docx`);
        r = await send(ctx, "POST", api("currentAffairs"), { ...staff, form });
      } else {
        r = await send(ctx, "POST", api("currentAffairs"), {
          ...staff,
          json: { ...fields, tags: next.tags },
        });
      }
      if (settle(L, rec, next, r, next.doc ? "article created with a DOCX" : "article created"))
        pool.articles.push(rec);
    },
    async articleUpdate() {
      const rec = R.pick(pool.articles);
      const s = rec.state;
      const patch = { desc: `rev ${rec.acks} ${R.int(0, 1e6)}` };
      if (R.chance(0.3)) patch.active = !s.active;
      if (R.chance(0.2)) patch.name = `${s.name.replace(/ \(edited \d+\)$/, "")} (edited ${rec.acks})`;
      const retag = R.chance(0.35);
      if (retag) patch.tags = someTags();
      const r = await send(ctx, "PATCH", api("currentAffairs", rec.id), { ...staff, json: patch });
      if (!settle(L, rec, { ...s, ...patch }, r, retag ? "article tags changed" : "article updated"))
        if (r.outcome === "doubt") drop(pool.articles, rec);
    },
    async articleDoc() {
      const rec = R.pick(pool.articles);
      const d = R.pick(ctx.docs);
      const form = new FormData();
      form.append("doc", new Blob([d.bytes], { type: d.type }), `soak-new-${rec.acks}.docx`);
      const r = await send(ctx, "PATCH", api("currentAffairs", rec.id), { ...staff, form });
      if (!settle(L, rec, { ...rec.state, doc: d.hash }, r, "article DOCX replaced"))
        if (r.outcome === "doubt") drop(pool.articles, rec);
    },
    async articleDelete() {
      const rec = R.pick(pool.articles);
      const r = await send(ctx, "DELETE", api("currentAffairs", rec.id), staff);
      if (settle(L, rec, ABSENT, r, "article deleted") || r.outcome === "doubt") drop(pool.articles, rec);
    },
    async quizCreate() {
      const id = R.id();
      const rec = track(L, "quizs", id);
      const next = { name: `Soak w${w} quiz ${++n}`, active: R.chance(0.6), questions: questions(R, 0) };
      const r = await send(ctx, "POST", api("quizs"), { ...staff, json: { id, ...next } });
      if (settle(L, rec, next, r, "quiz created")) pool.quizzes.push(rec);
    },
    async quizUpdate() {
      const rec = R.pick(pool.quizzes);
      const patch = { questions: questions(R, rec.acks) };
      if (R.chance(0.3)) patch.active = !rec.state.active;
      const r = await send(ctx, "PATCH", api("quizs", rec.id), { ...staff, json: patch });
      if (!settle(L, rec, { ...rec.state, ...patch }, r, "quiz updated"))
        if (r.outcome === "doubt") drop(pool.quizzes, rec);
    },
    async lead() {
      const next = {
        name: `Soak lead w${w} n${++n}`,
        mobile: `9${String(R.int(0, 999_999_999)).padStart(9, "0")}`,
        course: R.pick(["PCS", "Punjab Police", "PSTET", ""]),
      };
      const rec = track(L, "leads", undefined, next.name);
      // As a guest, like the Register Now form (leads:create's per-guest limit is off for the soak).
      settle(L, rec, next, await send(ctx, "POST", api("leads"), { json: next }), "lead (guest)");
    },
    async tagCreate() {
      const id = R.id();
      const rec = track(L, "CAtags", id);
      const next = { name: `Soak w${w} tag ${++n}` };
      const r = await send(ctx, "POST", api("CAtags"), { ...staff, json: { id, ...next } });
      if (settle(L, rec, next, r, "tag created")) pool.tags.push(rec);
    },
    async tagRename() {
      const rec = R.pick(pool.tags);
      const next = { name: `${rec.state.name.replace(/ v\d+$/, "")} v${rec.acks}` };
      const r = await send(ctx, "PATCH", api("CAtags", rec.id), { ...staff, json: next });
      if (!settle(L, rec, next, r, "tag renamed")) if (r.outcome === "doubt") drop(pool.tags, rec);
    },
    async tagDelete() {
      // Only tags no article was given: deleting a used one would also edit those articles.
      const rec = pool.tags.find((t) => !t.used);
      if (!rec) return ops.tagCreate();
      const r = await send(ctx, "DELETE", api("CAtags", rec.id), staff);
      if (settle(L, rec, ABSENT, r, "tag deleted") || r.outcome === "doubt") drop(pool.tags, rec);
    },
  };

  // [op, weight, the pool it needs (falls back to the matching create when empty)]
  const table = [
    ["articleCreate", 16],
    ["articleUpdate", 20, "articles", "articleCreate"],
    ["articleDoc", 5, "articles", "articleCreate"],
    ["articleDelete", 4, "articles", "articleCreate"],
    ["quizCreate", 8],
    ["quizUpdate", 10, "quizzes", "quizCreate"],
    ["lead", 13],
    ["tagCreate", 9],
    ["tagRename", 10, "tags", "tagCreate"],
    ["tagDelete", 5, "tags", "tagCreate"],
  ];
  const total = table.reduce((s, [, wt]) => s + wt, 0);
  while (!ctx.stopping) {
    await ctx.ready();
    if (ctx.stopping) break;
    let roll = R.int(0, total - 1);
    const [name, , needs, fallback] = table.find(([, wt]) => (roll -= wt) < 0);
    await ops[needs && pool[needs].length === 0 ? fallback : name]();
  }
}
