/* global onFileDownloadRequest -- a JSVM global not in the shared ESLint list */
// Uploaded files keep an extension that matches their bytes, and are served with the type sniffed
// from their bytes (inline only for raster pictures, otherwise as an attachment): lib/upload-types.js.
// A model hook for every collection, so the admin, API clients, batch requests and other hooks'
// saves are all covered; PocketBase's own checks (type, size) run first.
onRecordValidate((e) => {
  e.next();
  require(`${__hooks}/lib/upload-types.js`).fixNames(e);
});
onFileDownloadRequest((e) => require(`${__hooks}/lib/upload-types.js`).serve(e));
