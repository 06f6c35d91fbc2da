/* global TextField, EditorField -- JSVM migration globals not listed in eslint.config.js */
// Staff's own texts in Punjabi too (issue 24, "The site in both languages"). Every English field
// keeps its name; its Punjabi twin is the same name + "Pa", optional, with the same limits.
// The public site shows the visitor's language and falls back to the other (src/lib/localized.ts).
// Items inside settings' JSON lists get their twins the same way (slides[].titlePa, stats[].labelPa,
// testimonials[].testimonialPa, courseCategories[].namePa, …): JSON needs no migration.
// No rule changes: whoever may write the English field may write its twin, guests read both.
const TWINS = {
  CAtags: [{ type: "text", name: "namePa", max: 60 }],
  courses: [
    { type: "text", name: "namePa", max: 200 },
    { type: "text", name: "descriptionPa", max: 5000 },
  ],
  settings: [
    { type: "text", name: "taglinePa", max: 300 },
    { type: "editor", name: "aboutPa", maxSize: 100000 },
  ],
};

migrate(
  (app) => {
    for (const [name, fields] of Object.entries(TWINS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const f of fields) {
        collection.fields.add(
          f.type === "editor"
            ? new EditorField({ name: f.name, maxSize: f.maxSize })
            : new TextField({ name: f.name, max: f.max }),
        );
      }
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, fields] of Object.entries(TWINS)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const f of fields) collection.fields.removeByName(f.name);
      app.save(collection);
    }
  },
);
