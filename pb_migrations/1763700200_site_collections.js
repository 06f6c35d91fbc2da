// Courses and the one settings record that drive the public pages.
const STAFF = "@request.auth.collectionName = 'users'";

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "courses",
        listRule: `active = true || ${STAFF}`,
        viewRule: `active = true || ${STAFF}`,
        createRule: STAFF,
        updateRule: STAFF,
        deleteRule: STAFF,
        fields: [
          { type: "text", name: "name", required: true, max: 200, presentable: true },
          // Category names, matching settings.courseCategories[].name.
          { type: "json", name: "cat", maxSize: 2000 },
          // Labels such as Test, PDF, Free Content, Live Class, Videos.
          { type: "json", name: "tags", maxSize: 2000 },
          { type: "number", name: "price", min: 0, onlyInt: true },
          { type: "url", name: "url" },
          { type: "text", name: "description", max: 5000 },
          {
            type: "file",
            name: "image",
            maxSelect: 1,
            maxSize: 2 * 1024 * 1024,
            mimeTypes: ["image/png", "image/jpeg", "image/webp"],
            thumbs: ["400x0"],
          },
          { type: "number", name: "order", onlyInt: true },
          { type: "bool", name: "active" },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "settings",
        listRule: "",
        viewRule: "",
        // One record, made by the seed (or a superuser); staff edit it, nobody adds or removes it.
        createRule: null,
        updateRule: STAFF,
        deleteRule: null,
        fields: [
          { type: "text", name: "instituteName", required: true, max: 200 },
          { type: "text", name: "tagline", max: 300 },
          { type: "text", name: "phone", max: 30 },
          { type: "text", name: "whatsapp", max: 30 },
          { type: "email", name: "email" },
          { type: "text", name: "address", max: 500 },
          { type: "url", name: "mapUrl" },
          { type: "url", name: "storeUrl" },
          { type: "url", name: "siteUrl" },
          // { facebook, instagram, youtube, telegram }
          { type: "json", name: "social", maxSize: 2000 },
          // { android, ios }
          { type: "json", name: "appLinks", maxSize: 2000 },
          {
            type: "file",
            name: "brochure",
            maxSelect: 1,
            maxSize: 10 * 1024 * 1024,
            mimeTypes: ["application/pdf"],
          },
          // [{ label, value, note }]
          { type: "json", name: "stats", maxSize: 5000 },
          // [{ title, text, ctaLabel?, ctaUrl? }]
          { type: "json", name: "slides", maxSize: 20000 },
          // [{ id, name }]
          { type: "json", name: "courseCategories", maxSize: 5000 },
          // [{ name, batch, course, testimonial }]
          { type: "json", name: "testimonials", maxSize: 50000 },
          // [{ name, exam, year, rank? }]
          { type: "json", name: "results", maxSize: 100000 },
          { type: "editor", name: "about", maxSize: 100000 },
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
      }),
    );
  },
  (app) => {
    for (const name of ["settings", "courses"]) app.delete(app.findCollectionByNameOrId(name));
  },
);
