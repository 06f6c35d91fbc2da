// Indexes for the staff inbox (/admin/inbox): every list is sorted newest first and filtered by
// lead status or message handled, and the sidebar counts the unread rows on every page, so each
// of those stays an index lookup at 10,000 rows (npm run bench). Only adds indexes: other
// migrations on these collections (e.g. the subscribers' double opt-in) compose with it.
const INDEXES = {
  leads: [
    "CREATE INDEX idx_leads_created ON leads (created)",
    "CREATE INDEX idx_leads_status_created ON leads (status, created)",
  ],
  messages: [
    "CREATE INDEX idx_messages_created ON messages (created)",
    "CREATE INDEX idx_messages_handled_created ON messages (handled, created)",
  ],
  subscribers: ["CREATE INDEX idx_subscribers_created ON subscribers (created)"],
};

const indexName = (sql) => sql.split(" ")[2];
const without = (indexes, sqls) => indexes.filter((i) => !sqls.some((sql) => i.includes(indexName(sql))));

migrate(
  (app) => {
    for (const [name, sqls] of Object.entries(INDEXES)) {
      const c = app.findCollectionByNameOrId(name);
      c.indexes = [...without(c.indexes, sqls), ...sqls];
      app.save(c);
    }
  },
  (app) => {
    for (const [name, sqls] of Object.entries(INDEXES)) {
      const c = app.findCollectionByNameOrId(name);
      c.indexes = without(c.indexes, sqls);
      app.save(c);
    }
  },
);
