/* global DynamicModel, TextField, arrayOf -- JSVM globals not in the shared ESLint list */
// CAtags.nameKey: the tag name case-folded in every script (tagKey in src/lib/rules-core.cjs),
// hidden from the API and set by pb_hooks/tags.pb.js on every save. Its UNIQUE index makes "one
// tag per name ignoring case" atomic: the NOCASE index on name folds ASCII only, and the hook's
// old look-up-then-insert let two concurrent creates of "ÄÖÜ" and "äöü" both through.
// Existing tags are backfilled here. Should two already share a key (made by that race), the
// later one gets a key suffixed with its id so the index can be built and nothing is lost; the
// next save of that tag recomputes the key and asks staff for another name.
const INDEX = "CREATE UNIQUE INDEX idx_CAtags_nameKey ON CAtags (nameKey) WHERE nameKey != ''";

migrate(
  (app) => {
    const { tagKey } = require(`${__hooks}/../src/lib/rules-core.cjs`);
    const tags = app.findCollectionByNameOrId("CAtags");
    tags.fields.add(new TextField({ name: "nameKey", hidden: true, max: 500 }));
    app.save(tags);

    const rows = arrayOf(new DynamicModel({ id: "", name: "" }));
    app.db().newQuery("SELECT id, name FROM CAtags ORDER BY created, id").all(rows);
    const seen = {};
    for (const row of rows) {
      let key = tagKey(row.name);
      if (key && seen[key]) key = `${key}#${row.id}`;
      seen[key] = true;
      app
        .db()
        .newQuery("UPDATE CAtags SET nameKey = {:key} WHERE id = {:id}")
        .bind({ key: key, id: row.id })
        .execute();
    }

    tags.indexes = [...tags.indexes.filter((i) => !i.includes("idx_CAtags_nameKey")), INDEX];
    app.save(tags);
  },
  (app) => {
    const tags = app.findCollectionByNameOrId("CAtags");
    tags.indexes = tags.indexes.filter((i) => !i.includes("idx_CAtags_nameKey"));
    tags.fields.removeByName("nameKey");
    app.save(tags);
  },
);
