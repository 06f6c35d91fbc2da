// Checks the soak's ledger against what the restarted server holds: every record must be in its
// last acknowledged state (deleted ones absent, never-acknowledged creates absent) or in a later
// in-doubt state. DOCX files are downloaded and compared by SHA-256.
import { createHash } from "node:crypto";
import { ABSENT } from "./soak-writer.mjs";

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** The compared fields of a quiz's questions, in one key order. */
const canonQuestions = (list) =>
  JSON.stringify(
    (list ?? []).map((q) => ({ text: q.text, options: q.options, answer: q.answer, order: q.order })),
  );

async function getAll(url, token, collection, fields) {
  const out = [];
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ page: String(page), perPage: "500", fields, skipTotal: "1" });
    const r = await fetch(`${url}/api/collections/${collection}/records?${q}`, {
      headers: { authorization: token },
    });
    if (!r.ok) throw new Error(`listing ${collection}: ${r.status} ${await r.text()}`);
    const { items } = await r.json();
    out.push(...items);
    if (items.length < 500) return out;
  }
}

/**
 * @param {{ url: string, token: string, ledger: ReturnType<import("./soak-writer.mjs").newLedger> }} o
 * @returns {Promise<{ checked: number, found: number, wrong: string[], doubtLanded: number }>}
 *   found = acknowledged writes whose record holds their state or a later one; doubtLanded =
 *   records that hold an in-doubt write's state (it was committed, the answer was lost)
 */
export async function verifyLedger({ url, token, ledger }) {
  const byId = (rows) => new Map(rows.map((r) => [r.id, r]));
  const actual = {
    currentAffairs: byId(await getAll(url, token, "currentAffairs", "id,name,desc,active,tags,doc")),
    quizs: byId(await getAll(url, token, "quizs", "id,name,active,questions")),
    CAtags: byId(await getAll(url, token, "CAtags", "id,name")),
    leads: new Map((await getAll(url, token, "leads", "name,mobile,course")).map((r) => [r.name, r])),
  };
  const fileToken = await fetch(`${url}/api/files/token`, {
    method: "POST",
    headers: { authorization: token },
  }).then((r) => r.json().then((j) => j.token));
  const fileHash = async (id, name) => {
    const r = await fetch(`${url}/api/files/currentAffairs/${id}/${name}?token=${fileToken}`);
    return r.ok ? sha256(Buffer.from(await r.arrayBuffer())) : `missing (${r.status})`;
  };

  const wrong = [];
  let checked = 0;
  let found = 0;
  let doubtLanded = 0;
  for (const rec of ledger.records.values()) {
    checked++;
    const row = actual[rec.collection].get(rec.id ?? rec.name);
    let got = ABSENT;
    if (row && rec.collection === "currentAffairs") {
      got = {
        name: row.name,
        desc: row.desc,
        active: row.active,
        tags: [...row.tags].sort(),
        doc: row.doc ? await fileHash(row.id, row.doc) : null,
      };
    } else if (row && rec.collection === "quizs") {
      got = { name: row.name, active: row.active, questions: canonQuestions(row.questions) };
    } else if (row && rec.collection === "CAtags") got = { name: row.name };
    else if (row) got = { name: row.name, mobile: row.mobile, course: row.course };

    const want = [rec.state, ...rec.doubt].map((s) =>
      s && rec.collection === "quizs" ? { ...s, questions: canonQuestions(s.questions) } : s,
    );
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const match = want.findIndex((s) => same(s, got));
    if (match > 0) doubtLanded++;
    if (match >= 0) found += rec.acks;
    else {
      wrong.push(
        `${rec.collection} ${rec.id ?? rec.name}: acknowledged ${JSON.stringify(want[0])}` +
          `${want.length > 1 ? ` (or in doubt ${JSON.stringify(want.slice(1))})` : ""}, found ${JSON.stringify(got)}`,
      );
    }
  }
  return { checked, found, wrong, doubtLanded };
}
