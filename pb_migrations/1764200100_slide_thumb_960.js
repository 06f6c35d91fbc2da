// A 960x540 thumb for the home banner's slide pictures (issue 12): phones draw the first slide
// about 680 CSS px wide under a dark overlay, and at 1.75-2x pixel density the 1280x720 thumb
// was the only one large enough for them (the page's largest paint, ~40% more bytes than 960x540).
// PocketBase serves only the thumb sizes a file field declares. Adds the size, keeping the others.
const SIZE = "960x540";

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    const field = settings.fields.getByName("slideImages");
    const thumbs = Array.from(field.thumbs || []);
    if (!thumbs.includes(SIZE)) field.thumbs = thumbs.concat([SIZE]);
    app.save(settings);
  },
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    const field = settings.fields.getByName("slideImages");
    field.thumbs = Array.from(field.thumbs || []).filter((t) => t !== SIZE);
    app.save(settings);
  },
);
