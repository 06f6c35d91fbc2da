// A second full-text index over the search rows (_caSearch, migration 1764200510), by whole words:
// _caWordFts, FTS5 with the unicode61 tokenizer. pb_hooks/lib/search.js ranks whole-word matches
// with it (bm25 and snippet() over word postings are several times cheaper than over the trigram
// index's, where every letter of every text is a token); the trigram index still decides what
// matches (parts of words, 1–2 letter queries) and ranks queries that are not plain words.
// - categories 'L* N* Co M*': combining marks are part of words, so Gurmukhi vowel signs, tippi,
//   bindi, addak and virama do not split a word ("ਪੰਜਾਬ" is one token, not "ਪ", "ਜ", "ਬ").
// - remove_diacritics 0: marks are kept, as the trigram index keeps them.
// External content (the text is not stored again), kept in step by three triggers of its own on
// _caSearch beside the trigram index's; `npm run search:rebuild` refills both.
const SQL_UP = [
  `CREATE VIRTUAL TABLE _caWordFts USING fts5(
     title, summary, body, content='_caSearch', content_rowid='rid',
     tokenize='unicode61 remove_diacritics 0 categories ''L* N* Co M*'''
   )`,
  `CREATE TRIGGER _caSearch_word_ai AFTER INSERT ON _caSearch BEGIN
     INSERT INTO _caWordFts (rowid, title, summary, body) VALUES (new.rid, new.title, new.summary, new.body);
   END`,
  `CREATE TRIGGER _caSearch_word_ad AFTER DELETE ON _caSearch BEGIN
     INSERT INTO _caWordFts (_caWordFts, rowid, title, summary, body)
       VALUES ('delete', old.rid, old.title, old.summary, old.body);
   END`,
  `CREATE TRIGGER _caSearch_word_au AFTER UPDATE ON _caSearch BEGIN
     INSERT INTO _caWordFts (_caWordFts, rowid, title, summary, body)
       VALUES ('delete', old.rid, old.title, old.summary, old.body);
     INSERT INTO _caWordFts (rowid, title, summary, body) VALUES (new.rid, new.title, new.summary, new.body);
   END`,
  "INSERT INTO _caWordFts (_caWordFts) VALUES ('rebuild')",
  "INSERT INTO _caWordFts (_caWordFts) VALUES ('optimize')",
];

const SQL_DOWN = [
  "DROP TRIGGER IF EXISTS _caSearch_word_au",
  "DROP TRIGGER IF EXISTS _caSearch_word_ad",
  "DROP TRIGGER IF EXISTS _caSearch_word_ai",
  "DROP TABLE IF EXISTS _caWordFts",
];

migrate(
  (app) => {
    for (const sql of SQL_UP) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const sql of SQL_DOWN) app.db().newQuery(sql).execute();
  },
);
