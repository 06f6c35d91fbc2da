// Pictures over 40 megapixels are refused on upload, for every image field (lib/image-size.js).
// A model hook, so the admin, API clients, batch requests and other hooks' saves are all covered;
// PocketBase's own checks (type, size) run first.
onRecordValidate(
  (e) => {
    e.next();
    require(`${__hooks}/lib/image-size.js`).checkImages(e);
  },
  ...require(`${__hooks}/lib/image-size.js`).IMAGE_COLLECTIONS,
);
