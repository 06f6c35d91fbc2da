// Full-text search over current affairs: the record hooks that keep each article's plain text and
// its rows in the search indexes (migrations 1764200510, 1764400000), the public /api/ca/search
// route, and the superuser-only rebuild. The rules (text extraction, query parsing, snippet HTML) are in
// shared/search-core.cjs, shared with the seed and the unit tests.
const core = require(`${__hooks}/../shared/search-core.cjs`);
const { rowOf, rowsOf } = require(`${__hooks}/lib/db-rows.js`);
const { SNIPPET, filters, listParams, lowerAscii, parseIds, snippetQuery } = require(
  `${__hooks}/lib/search-sql.js`,
);

/**
 * A page row: the article's display columns and its index row (rid).
 * @typedef {{ id: string, name: string, seoURL: string, summary: string, summaryLower: string, date: string, created: string, tags: string, rid: number }} PageRow
 */

/** PocketBase's datetime format ("2026-11-23 18:30:00.000Z"), which stored dates compare with. */
function nowString() {
  return new Date().toISOString().replace("T", " ");
}

/**
 * Record-save hook body (before validation): the article's `text` from its HTML, when the HTML
 * is new or changed. An article with no HTML (the old backend's DOCX-only articles) takes it from
 * its stored converted copy (docHtml, lib/doc-html.js) when that is current, else keeps the
 * text it was given (the seed and `npm run search:rebuild` extract it from the DOCX), cleaned and
 * bounded; if a save removes the HTML, the text derived from it goes too. A step of the save
 * pipeline (lib/article-save.js), after the stored copy is cleaned.
 * @param {core.Record} r
 */
function setTextOf(r) {
  const html = r.getString("html");
  const before = r.isNew() ? null : r.original();
  // An old-site article without HTML: the text of its stored converted copy (lib/doc-html.js).
  const docHtml = html.trim()
    ? ""
    : require(`${__hooks}/lib/doc-html.js`).currentDocHtml((k) => r.getString(k));
  if (html.trim()) {
    if (!before || before.getString("html") !== html || !r.getString("text")) {
      r.set("text", core.htmlToPlainText(html));
    }
  } else if (docHtml.trim()) {
    if (!before || before.getString("docHtml") !== docHtml || !r.getString("text")) {
      r.set("text", core.htmlToPlainText(docHtml));
    }
  } else if (before && before.getString("html").trim() && r.getString("text") === before.getString("text")) {
    r.set("text", "");
  } else {
    r.set("text", core.plainText(r.getString("text")));
  }
}

/**
 * Writes (or refreshes) an article's index row with `app` (the transaction's app).
 * @param {core.App} app
 * @param {core.Record} r
 */
function indexRecord(app, r) {
  app
    .db()
    .newQuery(
      `INSERT INTO _caSearch (id, title, summary, body) VALUES ({:id}, {:title}, {:summary}, {:body})
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, summary = excluded.summary, body = excluded.body
       WHERE title != excluded.title OR summary != excluded.summary OR body != excluded.body`,
    )
    .bind({
      id: r.id,
      title: core.plainText(r.getString("name")),
      summary: core.plainText(r.getString("desc")),
      body: core.plainText(r.getString("text")),
    })
    .execute();
}

/**
 * Create/update execute hook body: the record and its index row are written in one transaction
 * (joining the caller's, e.g. a batch request), so neither can exist without the other.
 * @param {HookRecordEvent} e
 */
function indexOnSave(e) {
  return e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    indexRecord(txApp, e.record);
  });
}

/**
 * Delete execute hook body: the index row goes in the same transaction as the record.
 * @param {HookRecordEvent} e
 */
function unindexOnDelete(e) {
  return e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    txApp.db().newQuery("DELETE FROM _caSearch WHERE id = {:id}").bind({ id: e.record.id }).execute();
  });
}

/**
 * Refills the index from currentAffairs in one transaction; returns the number of articles.
 * @param {core.App} app
 * @returns {number}
 */
function rebuild(app) {
  let count = 0;
  app.runInTransaction((txApp) => {
    const db = txApp.db();
    // Rows first (their triggers remove what the index holds for them), then whatever else the
    // index holds (an index out of step with its rows is what a rebuild is for), then refill.
    db.newQuery("DELETE FROM _caSearch").execute();
    db.newQuery("INSERT INTO _caSearchFts (_caSearchFts) VALUES ('delete-all')").execute();
    db.newQuery("INSERT INTO _caWordFts (_caWordFts) VALUES ('delete-all')").execute();
    db.newQuery(
      "INSERT INTO _caSearch (id, title, summary, body) SELECT id, name, [[desc]], text FROM currentAffairs ORDER BY created, id",
    ).execute();
    db.newQuery("INSERT INTO _caSearchFts (_caSearchFts) VALUES ('optimize')").execute();
    db.newQuery("INSERT INTO _caWordFts (_caWordFts) VALUES ('optimize')").execute();
    const n = rowOf({ n: 0 });
    db.newQuery("SELECT count(*) AS n FROM _caSearch").one(n);
    count = n.n;
  });
  return count;
}

/** @returns {PageRow} */
const ROW = () => ({
  id: "",
  name: "",
  seoURL: "",
  summary: "",
  summaryLower: "",
  date: "",
  created: "",
  tags: "",
  rid: 0,
});

/**
 * The index row id below which matches of `fts` are not ranked: the ranked() newest matching
 * articles are ranked (bm25 costs time for every match; a word found in every article would cost
 * 10,000 scores a request); other matches follow them, most recently added first. 0 = rank every
 * match.
 * @param {core.App} app
 * @param {string} fts the index table
 * @param {string} match its MATCH expression
 * @returns {number}
 */
function rankFloor(app, fts, match) {
  const row = rowOf({ rid: 0 });
  try {
    app
      .db()
      .newQuery(
        `SELECT rowid AS rid FROM ${fts} WHERE ${fts} MATCH {:match} ORDER BY rowid DESC LIMIT 1 OFFSET {:skip}`,
      )
      .bind({ match: match, skip: ranked() - 1 })
      .one(row);
    return row.rid;
  } catch {
    return 0; // fewer matches than ranked() (no row)
  }
}

/** How many of the newest matches are ranked: 2,000 (SEARCH_RANKED lowers it for the tests). */
function ranked() {
  const n = parseInt($os.getenv("SEARCH_RANKED"), 10);
  return n >= 1 ? n : 2000;
}

/**
 * Rows {:limit}/{:offset} of `inner` (a SELECT of id, rid, score, date, created in its order) with
 * their display columns. Two steps in one statement: `inner` finds the page's articles reading
 * only the search index and a covering index of currentAffairs (migration 1764300100); the outer
 * query reads the display columns (after each row's HTML and text) for the page's rows only.
 * CROSS JOIN fixes the join order (the planner may otherwise walk every published article and
 * test the match on each). Returns a plain array.
 * @param {core.App} app
 * @param {string} inner
 * @param {string} order
 * @param {import("./search-sql.js").SqlParams} params
 * @returns {PageRow[]}
 */
function pageRows(app, inner, order, params) {
  const rows = rowsOf(ROW());
  app
    .db()
    .newQuery(
      `SELECT c.id AS id, c.name AS name, c.seoURL AS seoURL, c.[[desc]] AS summary,
         lower(c.[[desc]]) AS summaryLower, c.date AS date, c.created AS created, c.tags AS tags, h.rid AS rid
       FROM (${inner} LIMIT {:limit} OFFSET {:offset}) AS h
       CROSS JOIN currentAffairs AS c ON c.id = h.id
       ORDER BY ${order}`,
    )
    .bind(params)
    .all(rows);
  return rows.slice();
}

/**
 * The number of rows `fromWhere` ("FROM … WHERE …") selects.
 * @param {core.App} app
 * @param {string} fromWhere
 * @param {import("./search-sql.js").SqlParams} params
 * @returns {number}
 */
function countRows(app, fromWhere, params) {
  const n = rowOf({ n: 0 });
  app.db().newQuery(`SELECT count(*) AS n ${fromWhere}`).bind(params).one(n);
  return n.n;
}

/**
 * One page of published articles for `q`, best first.
 * - Words of 3+ characters: the articles containing every word (the trigram index: parts of words
 *   too), in two groups:
 *   1. ranked by bm25 with the name weighted above the description above the text (ties most
 *      recently added first): when every word is a plain word (parseQuery's `words`), the
 *      articles holding each as a whole word, scored with the word index (migration 1764400000),
 *      several times cheaper than the trigram index; otherwise (a word with punctuation or
 *      symbols) every match, scored with the trigram index. When more than 2,000 articles
 *      qualify, the 2,000 most recently added are ranked;
 *   2. then every other match (words found only inside longer words, e.g. "ਸਕੂਲ" in "ਸਕੂਲਾਂ";
 *      qualifying articles past the 2,000), most recently added first (the index's order: no
 *      scoring, no sorting).
 *   Short words in the same query must also occur (a substring test).
 * - Only words of 1–2 characters (a trigram index cannot look those up): a substring test on
 *   name and description (in the text nearly every article contains any two letters), newest
 *   first.
 * @param {core.App} app
 * @param {{ q: unknown, page: number, tags: string[] }} query
 */
function search(app, { q, page, tags }) {
  const plan = core.parseQuery(q);
  const perPage = core.SEARCH_LIMITS.perPage;
  /** @type {{ page: number, perPage: number, hasMore: boolean, items: SearchItem[] }} */
  const out = { page: page, perPage: perPage, hasMore: false, items: [] };
  if (!plan.long.length && !plan.short.length) return out;
  if (page > core.SEARCH_LIMITS.maxPage) return out;

  /** @type {import("./search-sql.js").SqlParams & { limit: number, offset: number, floor?: number, match?: string, words?: string, best?: number }} */
  const params = { now: nowString(), limit: perPage + 1, offset: (page - 1) * perPage };
  /** @type {PageRow[]} */
  let rows;
  if (plan.long.length) {
    // The index that ranks (group 1) and the one that finds every match (group 2).
    const fts = plan.words ? "_caWordFts" : "_caSearchFts";
    params.match = plan.match;
    params.words = plan.words || plan.match;
    const floor = rankFloor(app, fts, params.words);
    params.floor = floor;
    const where = filters(plan, tags, params, ["s.title", "s.summary", "s.body"]);
    const from = (/** @type {string} */ t) => `FROM ${t}
         CROSS JOIN _caSearch AS s ON s.rid = ${t}.rowid
         CROSS JOIN currentAffairs AS c ON c.id = s.id`;
    const ranked = `${from(fts)} WHERE ${fts} MATCH {:words} AND ${fts}.rowid >= {:floor} AND ${where}`;
    const score = `bm25(${fts}, 10.0, 4.0, 1.0)`;
    rows = [];
    if (!tags.length && !plan.short.length) {
      // Only "published" to test: the best {:best} by score first (from the index alone), then
      // those tested, so the join runs for a page's worth of rows instead of every match. Room
      // for drafts and scheduled articles among them; too few left (or too few matches): below.
      params.best = Math.ceil((params.offset + params.limit) * 1.25) + 20;
      rows = pageRows(
        app,
        `SELECT s.id AS id, t.rid AS rid, t.score AS score, c.date AS date, c.created AS created
         FROM (SELECT rowid AS rid, ${score} AS score FROM ${fts}
               WHERE ${fts} MATCH {:words} AND rowid >= {:floor} ORDER BY score, rowid DESC LIMIT {:best}) AS t
         CROSS JOIN _caSearch AS s ON s.rid = t.rid
         CROSS JOIN currentAffairs AS c ON c.id = s.id
         WHERE ${where}
         ORDER BY t.score, t.rid DESC`,
        "h.score, h.rid DESC",
        params,
      );
    }
    if (rows.length < params.limit) {
      rows = pageRows(
        app,
        `SELECT s.id AS id, s.rid AS rid, ${score} AS score, c.date AS date, c.created AS created ${ranked}
         ORDER BY score, s.rid DESC`,
        "h.score, h.rid DESC",
        params,
      );
    }
    if ((plan.words || floor > 0) && rows.length < params.limit) {
      // Past the ranked group: the other matches, most recently added first. "Not ranked" is a
      // NOT (…) so that SQLite reads the word index's matches once into a temporary set instead of
      // handing the index one row id at a time.
      const notRanked = plan.words
        ? `NOT (_caSearchFts.rowid >= {:floor} AND _caSearchFts.rowid IN
             (SELECT rowid FROM _caWordFts WHERE _caWordFts MATCH {:words}))`
        : "_caSearchFts.rowid < {:floor}";
      const rankedCount = rows.length ? params.offset + rows.length : countRows(app, ranked, params);
      const rest = Object.assign({}, params, {
        limit: params.limit - rows.length,
        offset: Math.max(0, params.offset - rankedCount),
      });
      rows = rows.concat(
        pageRows(
          app,
          `SELECT s.id AS id, s.rid AS rid, 0 AS score, c.date AS date, c.created AS created
           ${from("_caSearchFts")}
           WHERE _caSearchFts MATCH {:match} AND ${notRanked} AND ${where}
           ORDER BY _caSearchFts.rowid DESC`,
          "h.rid DESC",
          rest,
        ),
      );
    }
  } else {
    // Short words only: names and descriptions (the index table's first columns), newest first
    // (the date index walked backwards, stopping at a page's worth).
    rows = pageRows(
      app,
      `SELECT s.id AS id, 0 AS rid, 0 AS score, c.date AS date, c.created AS created
       FROM currentAffairs AS c
       CROSS JOIN _caSearch AS s ON s.id = c.id
       WHERE ${filters(plan, tags, params, ["s.title", "s.summary"])}
       ORDER BY c.date DESC, c.created DESC, c.id`,
      "h.date DESC, h.created DESC, h.id",
      params,
    );
  }

  out.hasMore = rows.length > perPage;
  const page1 = rows.slice(0, perPage);
  const snippets = plan.long.length ? textSnippets(app, plan.long.map(lowerAscii), page1) : {};
  const words = plan.short.concat(plan.long.map(lowerAscii));
  const tagNames = tagsById(app, page1);
  out.items = page1.map((r) => ({
    id: r.id,
    name: r.name,
    seoURL: r.seoURL,
    desc: r.summary,
    date: r.date,
    created: r.created,
    // The text's snippet when a word is in the text, else the description's match marked.
    snippet: snippets[r.rid] || core.highlightShort(r.summary, words, 0, { lower: r.summaryLower }),
    expand: {
      tags: parseIds(r.tags)
        .map((id) => tagNames[id])
        .filter(Boolean),
    },
  }));
  return out;
}

/**
 * Snippets of the text for the page's rows (`words`: the query's long words, lower-cased like
 * lower()): SQL finds each word's first place in the text (instr) and reads only the part around
 * the earliest (so a 100,000-character text is never sent whole), which highlightShort marks
 * (every occurrence of every word, whole letters, escaped HTML). Rows whose text has no match get
 * none. Measured at 10,000 articles: FTS5's snippet() cost 4–8 ms a page (it tokenises each
 * row's whole text; for the trigram index a token a letter), this well under 1 ms.
 * @param {core.App} app
 * @param {string[]} words
 * @param {PageRow[]} rows
 */
function textSnippets(app, words, rows) {
  /** @type {Record<number, string>} */
  const out = {};
  if (!rows.length) return out;
  const query = snippetQuery(
    words,
    rows.map((r) => r.rid),
  );
  const found = rowsOf({ rid: 0, start: 0, part: "", lower: "", len: 0 });
  app.db().newQuery(query.sql).bind(query.params).all(found);
  for (const f of found) {
    const html = core.highlightShort(f.part, words, SNIPPET.size, {
      before: f.start > 1,
      after: f.start - 1 + f.part.length < f.len,
      lower: f.lower,
    });
    if (html) out[f.rid] = html;
  }
  return out;
}

/**
 * { id: { id, name, namePa } } for the tags of `rows` (one query).
 * @param {core.App} app
 * @param {PageRow[]} rows
 */
function tagsById(app, rows) {
  /** @type {string[]} */
  const ids = [];
  for (const r of rows) for (const id of parseIds(r.tags)) if (ids.indexOf(id) < 0) ids.push(id);
  /** @type {Record<string, { id: string, name: string, namePa: string }>} */
  const out = {};
  if (!ids.length) return out;
  // Plain SQL: loading them as records costs about a millisecond more a page.
  /** @type {import("./search-sql.js").SqlParams} */
  const params = {};
  const found = rowsOf({ id: "", name: "", namePa: "" });
  app
    .db()
    .newQuery(`SELECT id, name, namePa FROM CAtags WHERE id IN (${listParams("t", ids, params)})`)
    .bind(params)
    .all(found);
  for (const t of found) out[t.id] = { id: t.id, name: t.name, namePa: t.namePa };
  return out;
}

/**
 * GET /api/ca/search?q=…&page=…&tags=id1,id2 (public).
 * @param {HookRequestEvent} e
 */
function searchRoute(e) {
  const info = e.requestInfo();
  const query = info.query || {};
  const result = search(e.app, {
    q: query["q"],
    page: core.parsePage(query["page"]),
    tags: core.parseTags(query["tags"]),
  });
  // Results change when staff publish: a cache in front keeps them briefly (lib/cache-policy.js).
  require(`${__hooks}/lib/cache-policy.js`).applyPublic(e, "api");
  return e.json(200, result);
}

/**
 * POST /api/ca/search/rebuild (superusers; `npm run search:rebuild`).
 * @param {HookRequestEvent} e
 */
function rebuildRoute(e) {
  const started = Date.now();
  const indexed = rebuild(e.app);
  return e.json(200, { indexed: indexed, ms: Date.now() - started });
}

/**
 * One search result, as the app's list shows it.
 * @typedef {{ id: string, name: string, seoURL: string, desc: string, date: string, created: string, snippet: string, expand: { tags: { id: string, name: string, namePa: string }[] } }} SearchItem
 */

module.exports = { setTextOf, indexOnSave, unindexOnDelete, rebuild, search, searchRoute, rebuildRoute };
