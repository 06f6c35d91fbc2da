// Every article gets a `date`, so the by-date pages (/currentaffairs/today, /date/…, /month/…)
// and the article page's previous/next links need only one indexed column. Articles from the old
// backend that have none get the IST calendar day of their `created`, stored as staff-picked
// dates are ("YYYY-MM-DD 00:00:00.000Z"). New ones are defaulted by pb_hooks (lib/article-date.js).
// The ids changed are kept in a small table so down() can give exactly those back their empty date.
const TABLE = "_currentAffairs_date_backfill";

migrate(
  (app) => {
    app.db().newQuery(`CREATE TABLE IF NOT EXISTS ${TABLE} (id TEXT PRIMARY KEY NOT NULL)`).execute();
    app
      .db()
      .newQuery(
        `INSERT OR IGNORE INTO ${TABLE} (id) SELECT id FROM currentAffairs WHERE date IS NULL OR date = ''`,
      )
      .execute();
    // 'created' is UTC; +330 minutes is India (no daylight saving), so this is the day in India.
    app
      .db()
      .newQuery(
        `UPDATE currentAffairs SET date = strftime('%Y-%m-%d 00:00:00.000Z', created, '+330 minutes')
         WHERE id IN (SELECT id FROM ${TABLE}) AND (date IS NULL OR date = '')`,
      )
      .execute();
  },
  (app) => {
    // Only dates still as the backfill left them: a date staff set since then stays.
    app
      .db()
      .newQuery(
        `UPDATE currentAffairs SET date = '' WHERE id IN (SELECT id FROM ${TABLE})
         AND date = strftime('%Y-%m-%d 00:00:00.000Z', created, '+330 minutes')`,
      )
      .execute();
    app.db().newQuery(`DROP TABLE IF EXISTS ${TABLE}`).execute();
  },
);
