// An article's `doc` is checked as an archive on the server too, whoever saves it (staff UI, an
// API client, the seed): it must be a Word package (its main part found through _rels/.rels),
// within the entry count and unpacked size the browser's preflight allows, with no entry inflating
// past its declared size (lib/docx-check.js; the rules are shared/docx-package-core.cjs). A model-level hook, so
// batch requests and other hooks' saves are covered; PocketBase's own field checks (size, MIME
// type) run first, and a refusal is a 400 with a plain-words error on the `doc` field.
onRecordValidate((e) => {
  e.next();
  require(`${__hooks}/lib/docx-check.js`).checkDoc(e);
}, "currentAffairs");
