// An article's `doc` is accepted by what it is, not by PocketBase's content sniff (issue 22): the
// sniff calls about 7% of valid Word files "application/zip" or "application/octet-stream" (Word
// for Mac and other writers put docProps/ or folder entries before word/), and Save failed with
// validation_invalid_mime_type although the preview had converted them. The field now also takes
// those two sniffed types; the gate is the server's own check on every save
// (pb_hooks/docx-check.pb.js → lib/docx-check.js → src/lib/docx-package-core.cjs): a valid Word
// package within the size limits, so a renamed .exe or a random zip is still refused, with a
// plain message on the field.
const SNIFFED = ["application/zip", "application/octet-stream"];

migrate(
  (app) => {
    const articles = app.findCollectionByNameOrId("currentAffairs");
    const field = articles.fields.getByName("doc");
    const types = Array.from(field.mimeTypes || []);
    field.mimeTypes = types.concat(SNIFFED.filter((t) => !types.includes(t)));
    app.save(articles);
  },
  (app) => {
    const articles = app.findCollectionByNameOrId("currentAffairs");
    const field = articles.fields.getByName("doc");
    field.mimeTypes = Array.from(field.mimeTypes || []).filter((t) => !SNIFFED.includes(t));
    app.save(articles);
  },
);
