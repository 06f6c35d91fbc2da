/* global FileField -- a JSVM global not in the shared ESLint list */
// Images for the home banner's slides and the results' photos, on the one settings record. Each
// slide (slides[].image) and result (results[].photo) names its file; pb_hooks/settings-sections.pb.js
// checks the names and swaps a just-uploaded file's "new:<original name>" for its stored name.
// Thumbs are fixed sizes (cropped to fit), so the pages know width and height before the image
// loads and nothing shifts: slides 1280x720 and 640x360 (16:9), photos 160x160.
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.add(
      new FileField({
        name: "slideImages",
        maxSelect: 12,
        maxSize: 2 * 1024 * 1024,
        mimeTypes: IMAGE_TYPES,
        thumbs: ["1280x720", "640x360"],
      }),
    );
    settings.fields.add(
      new FileField({
        name: "resultPhotos",
        maxSelect: 60,
        maxSize: 2 * 1024 * 1024,
        mimeTypes: IMAGE_TYPES,
        thumbs: ["160x160"],
      }),
    );
    app.save(settings);
  },
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("slideImages");
    settings.fields.removeByName("resultPhotos");
    app.save(settings);
  },
);
