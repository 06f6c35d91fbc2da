// Courses as staff manage them from /admin/cources: a price ceiling (₹10,00,000, so 1e9 or a
// typo with extra zeros is refused), thumbnails for srcset (200, 400 and 800 px wide), and an
// index for the display order every course list sorts by. The https-only store URL is checked by
// pb_hooks/courses.pb.js (PocketBase's url field accepts any scheme).
const PRICE_MAX = 1000000; // COURSE_LIMITS.priceMax in src/lib/rules-core.cjs
const INDEX = "CREATE INDEX idx_courses_order ON courses (`order`, created)";

migrate(
  (app) => {
    const courses = app.findCollectionByNameOrId("courses");
    courses.fields.getByName("price").max = PRICE_MAX;
    courses.fields.getByName("image").thumbs = ["200x0", "400x0", "800x0"];
    courses.indexes = [...courses.indexes.filter((i) => !i.includes("idx_courses_order")), INDEX];
    app.save(courses);
  },
  (app) => {
    const courses = app.findCollectionByNameOrId("courses");
    courses.fields.getByName("price").max = null;
    courses.fields.getByName("image").thumbs = ["400x0"];
    courses.indexes = courses.indexes.filter((i) => !i.includes("idx_courses_order"));
    app.save(courses);
  },
);
