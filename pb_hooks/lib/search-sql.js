// The SQL of the full-text search (lib/search.js) that depends on the query alone: the published
// condition, bound lists, LIKE patterns, the tag and short-word conditions and the snippet query.
// Nothing here touches the database, so it is unit-tested beside (search-sql.test.ts). Values are
// always bound ({:name} placeholders in `params`), never written into the SQL.

/** Published as the access rules say (migration 1764100600): active and its time has come. */
const LIVE = require(`${__hooks}/../shared/published-core.cjs`).liveSql("c");

// The text's snippet: the part of the text read around the first match (characters before it,
// characters in all), of which highlightShort shows about SNIPPET.size characters.
const SNIPPET = { before: 60, read: 240, size: 160 };

/** @typedef {Record<string, string | number>} SqlParams values bound to {:name} placeholders */
/** @typedef {{ long: string[], short: string[] }} QueryPlan the words of a parsed query (search-core parseQuery) */

/**
 * Bound placeholders for a list: "{:p0}, {:p1}" and their values added to `params`.
 * @param {string} prefix
 * @param {Array<string | number>} values
 * @param {SqlParams} params
 */
function listParams(prefix, values, params) {
  return values
    .map((v, i) => {
      params[prefix + i] = v;
      return `{:${prefix}${i}}`;
    })
    .join(", ");
}

/**
 * A LIKE pattern matching `word` anywhere (its own % _ and backslash escaped; used with ESCAPE).
 * @param {string} word
 */
function likeAnywhere(word) {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQL conditions shared by both query shapes: published, the tag filter, short words.
 * @param {QueryPlan} plan
 * @param {string[]} tags tag ids, any of which an article must have
 * @param {SqlParams} params filled with the values the conditions bind
 * @param {string[]} shortColumns the columns a short word is looked for in
 */
function filters(plan, tags, params, shortColumns) {
  const parts = [LIVE];
  if (tags.length) {
    parts.push(
      `EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(c.tags) THEN c.tags ELSE '[]' END) AS j
        WHERE j.value IN (${listParams("t", tags, params)}))`,
    );
  }
  // LIKE folds A–Z like SQLite's lower() and needs no lower-cased copy of a long text.
  plan.short.forEach((w, i) => {
    params[`w${i}`] = likeAnywhere(w);
    parts.push(`(${shortColumns.map((col) => `${col} LIKE {:w${i}} ESCAPE '\\'`).join(" OR ")})`);
  });
  return parts.join(" AND ");
}

/**
 * A-Z lower-cased, as SQLite's lower() does (it leaves other letters alone).
 * @param {string} s
 */
function lowerAscii(s) {
  return s.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * The ids in a relation field's stored JSON ("[]" or '["id1","id2"]'); anything else gives [].
 * @param {string} json
 * @returns {string[]}
 */
function parseIds(json) {
  try {
    const v = JSON.parse(json || "[]");
    return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The query reading the snippet part of each row's text (`words`: the query's long words,
 * lower-cased like lower()): SQL finds each word's first place in the text (instr) and reads only
 * the part around the earliest (so a 100,000-character text is never sent whole). Rows whose text
 * has no match give no row.
 * @param {string[]} words at least one
 * @param {number[]} rids the index rows of the page
 * @returns {{ sql: string, params: SqlParams }}
 */
function snippetQuery(words, rids) {
  /** @type {SqlParams} */
  const params = { before: SNIPPET.before, read: SNIPPET.read };
  const ids = listParams("r", rids, params);
  const firsts = words.map((w, i) => {
    params[`w${i}`] = w;
    return `coalesce(nullif(instr(lb, {:w${i}}), 0), 2147483647)`;
  });
  // min() of one argument is the aggregate; of several, the smallest.
  const at = firsts.length > 1 ? `min(${firsts.join(", ")})` : firsts[0];
  return {
    // MATERIALIZED: each row's text lower-cased once and its first match found once (a
    // flattened subquery would repeat both for every column that uses them).
    sql: `WITH f AS MATERIALIZED (SELECT rid, body, lower(body) AS lb FROM _caSearch WHERE rid IN (${ids})),
         g AS MATERIALIZED (SELECT rid, body, lb, ${at} AS at FROM f)
       SELECT rid, max(1, at - {:before}) AS start, substr(body, max(1, at - {:before}), {:read}) AS part,
         substr(lb, max(1, at - {:before}), {:read}) AS lower, length(body) AS len
       FROM g WHERE at < 2147483647`,
    params,
  };
}

module.exports = { LIVE, SNIPPET, listParams, likeAnywhere, filters, lowerAscii, parseIds, snippetQuery };
