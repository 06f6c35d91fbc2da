// Full-text search over current affairs (pb_hooks/search.pb.js, /api/ca/search). SQLite FTS5 with
// the trigram tokenizer (SQLite >= 3.34; PocketBase 0.40.4 ships 3.53): it matches any substring
// of 3+ characters, so Gurmukhi words (which no word tokenizer splits well), English words and
// parts of words ("GST", "ਪੰਜਾਬ", "budg") are all found, case-insensitively for Latin letters.
//
// Two tables that are not PocketBase collections (the API never exposes them):
// - _caSearch: one row per article (its id, name, description and text), with a stable integer
//   key `rid` (a PocketBase table's own rowid may change on VACUUM);
// - _caSearchFts: the FTS5 index over it (external content: the text is not stored twice more),
//   kept in step by the three triggers, which is SQLite's documented pattern. Record hooks write
//   _caSearch inside the transaction that saves or deletes the article.
// `npm run search:rebuild` refills both from currentAffairs.
const SQL_UP = [
  `CREATE TABLE _caSearch (
     rid INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     title TEXT NOT NULL DEFAULT '',
     summary TEXT NOT NULL DEFAULT '',
     body TEXT NOT NULL DEFAULT ''
   )`,
  `CREATE VIRTUAL TABLE _caSearchFts USING fts5(
     title, summary, body, content='_caSearch', content_rowid='rid', tokenize='trigram'
   )`,
  `CREATE TRIGGER _caSearch_ai AFTER INSERT ON _caSearch BEGIN
     INSERT INTO _caSearchFts (rowid, title, summary, body) VALUES (new.rid, new.title, new.summary, new.body);
   END`,
  `CREATE TRIGGER _caSearch_ad AFTER DELETE ON _caSearch BEGIN
     INSERT INTO _caSearchFts (_caSearchFts, rowid, title, summary, body)
       VALUES ('delete', old.rid, old.title, old.summary, old.body);
   END`,
  `CREATE TRIGGER _caSearch_au AFTER UPDATE ON _caSearch BEGIN
     INSERT INTO _caSearchFts (_caSearchFts, rowid, title, summary, body)
       VALUES ('delete', old.rid, old.title, old.summary, old.body);
     INSERT INTO _caSearchFts (rowid, title, summary, body) VALUES (new.rid, new.title, new.summary, new.body);
   END`,
  `INSERT INTO _caSearch (id, title, summary, body)
     SELECT id, name, [[desc]], text FROM currentAffairs ORDER BY created, id`,
];

const SQL_DOWN = [
  "DROP TRIGGER IF EXISTS _caSearch_au",
  "DROP TRIGGER IF EXISTS _caSearch_ad",
  "DROP TRIGGER IF EXISTS _caSearch_ai",
  "DROP TABLE IF EXISTS _caSearchFts",
  "DROP TABLE IF EXISTS _caSearch",
];

migrate(
  (app) => {
    for (const sql of SQL_UP) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const sql of SQL_DOWN) app.db().newQuery(sql).execute();
  },
);
