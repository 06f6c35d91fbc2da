/* global EditorField, TextField -- JSVM globals not in the shared ESLint list */
// currentAffairs.docHtml / docHtmlOf: a stored copy of the HTML an old-site article's .docx
// converts to (articles of the institute's old backend have only `doc`, no `html`), made on the
// server (scripts/lib/docx-html.mjs: the seed, `npm run search:rebuild`, and every `npm start`
// in the background) with the browser's own conversion, so the first response paints the words
// and the reader's phone neither downloads nor converts the .docx.
// - docHtml: sanitised HTML (pb_hooks/lib/doc-html.js cleans it on every save, whoever saves).
// - docHtmlOf: the `doc` file name it was made from. Used only while docHtmlOf = doc: a replaced
//   .docx makes the copy stale, and the save hook then clears it.
// Derived fields: only superusers (the scripts) set them; a staff or guest request that sends
// either is refused (pb_hooks/lib/doc-html.js). Read like the rest of the record (list/view rules:
// guests see them on published articles only). `html` keeps its meaning (what staff saved).
migrate(
  (app) => {
    const ca = app.findCollectionByNameOrId("currentAffairs");
    // As `html`: 2 MB (a bigger conversion is left to the reader's browser, as before).
    ca.fields.add(new EditorField({ name: "docHtml", maxSize: 2 * 1024 * 1024 }));
    ca.fields.add(new TextField({ name: "docHtmlOf", max: 255 }));
    app.save(ca);
  },
  (app) => {
    const ca = app.findCollectionByNameOrId("currentAffairs");
    ca.fields.removeByName("docHtml");
    ca.fields.removeByName("docHtmlOf");
    app.save(ca);
  },
);
