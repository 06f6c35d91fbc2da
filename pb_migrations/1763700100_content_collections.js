// Current affairs, their tags and quizzes. Collection and field names match the institute's
// existing backend (currentAffairs, CAtags, quizs) so the site runs against it too.
const STAFF = "@request.auth.collectionName = 'users'";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

migrate(
  (app) => {
    const tags = new Collection({
      type: "base",
      name: "CAtags",
      listRule: "",
      viewRule: "",
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: STAFF,
      fields: [
        { type: "text", name: "name", required: true, min: 1, max: 60, presentable: true },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      // NOCASE folds ASCII case; pb_hooks/tags.pb.js also trims and NFC-normalises names.
      indexes: ["CREATE UNIQUE INDEX idx_CAtags_name ON CAtags (name COLLATE NOCASE)"],
    });
    app.save(tags);

    const ca = new Collection({
      type: "base",
      name: "currentAffairs",
      // Guests see published articles only; staff also see drafts.
      listRule: `active = true || ${STAFF}`,
      viewRule: `active = true || ${STAFF}`,
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: STAFF,
      fields: [
        { type: "text", name: "name", required: true, max: 300, presentable: true },
        { type: "date", name: "date" },
        { type: "text", name: "desc", max: 1000 },
        { type: "text", name: "seoURL", required: true, max: 200, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
        {
          type: "file",
          name: "doc",
          maxSelect: 1,
          maxSize: 20 * 1024 * 1024,
          mimeTypes: [DOCX_MIME],
          // Protected: a draft's file is only downloadable by staff (viewRule decides).
          protected: true,
        },
        {
          type: "file",
          name: "images",
          maxSelect: 60,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ["image/png", "image/jpeg", "image/gif", "image/webp"],
          protected: true,
        },
        { type: "bool", name: "active" },
        { type: "relation", name: "tags", collectionId: tags.id, maxSelect: 20, cascadeDelete: false },
        // The article's HTML, rendered from the DOCX and sanitised when staff save it.
        { type: "editor", name: "html", maxSize: 2 * 1024 * 1024 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_currentAffairs_seoURL ON currentAffairs (seoURL)",
        "CREATE INDEX idx_currentAffairs_active_created ON currentAffairs (active, created)",
        "CREATE INDEX idx_currentAffairs_date ON currentAffairs (date)",
      ],
    });
    app.save(ca);

    const quizs = new Collection({
      type: "base",
      name: "quizs",
      listRule: `active = true || ${STAFF}`,
      viewRule: `active = true || ${STAFF}`,
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: STAFF,
      fields: [
        { type: "text", name: "name", required: true, max: 200, presentable: true },
        // HTML description; sanitised with DOMPurify before it is rendered.
        { type: "editor", name: "desc", maxSize: 50000 },
        { type: "bool", name: "active" },
        // Questions live in a JSON field on the quiz rather than in their own collection: a quiz is
        // always read, imported and saved as a whole, one request saves it atomically (an import of
        // hundreds of questions cannot half-succeed), and the quiz's access rules cover its questions
        // with no extra rule to keep in step. List views ask for fields= without it.
        // Shape: [{ text, options: string[] (<= 4), answer, explanation?, order }]
        { type: "json", name: "questions", maxSize: 2 * 1024 * 1024 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_quizs_active_created ON quizs (active, created)"],
    });
    app.save(quizs);
  },
  (app) => {
    for (const name of ["quizs", "currentAffairs", "CAtags"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
