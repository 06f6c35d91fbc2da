/* global DynamicModel, TextField, arrayOf -- JSVM globals not in the shared ESLint list */
// currentAffairs.text: the article's plain text, for full-text search (pb_hooks/search.pb.js
// derives it from the stored HTML on every save; see htmlToPlainText in src/lib/search-core.cjs).
// Hidden: only superusers read it through the API (the page shows the HTML; cards never need it).
// Existing articles with HTML are backfilled here, 200 at a time. Articles of the old backend that
// have only a DOCX file keep an empty text until `npm run search:rebuild` extracts it
// (scripts/search-rebuild.mjs).
migrate(
  (app) => {
    const { htmlToPlainText, SEARCH_LIMITS } = require(`${__hooks}/../src/lib/search-core.cjs`);
    const ca = app.findCollectionByNameOrId("currentAffairs");
    ca.fields.add(new TextField({ name: "text", hidden: true, max: SEARCH_LIMITS.text }));
    app.save(ca);

    let after = "";
    for (;;) {
      const rows = arrayOf(new DynamicModel({ id: "", html: "" }));
      app
        .db()
        .newQuery(
          "SELECT id, html FROM currentAffairs WHERE id > {:after} AND html != '' ORDER BY id LIMIT 200",
        )
        .bind({ after: after })
        .all(rows);
      if (!rows.length) break;
      for (const row of rows) {
        app
          .db()
          .newQuery("UPDATE currentAffairs SET text = {:text} WHERE id = {:id}")
          .bind({ text: htmlToPlainText(row.html), id: row.id })
          .execute();
      }
      after = rows[rows.length - 1].id;
    }
  },
  (app) => {
    const ca = app.findCollectionByNameOrId("currentAffairs");
    ca.fields.removeByName("text");
    app.save(ca);
  },
);
