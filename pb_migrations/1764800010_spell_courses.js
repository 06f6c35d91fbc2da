// "Courses" spelled right where students see it (issue 24). The demo's fifth course category was
// seeded as "PPSC Cources"; a course names its categories by name, so the settings' list and
// every course's `cat` change together. Only that exact name changes: a category staff named
// themselves is theirs.
const OLD = '"PPSC Cources"';
const NEW = '"PPSC Courses"';

/**
 * @param {core.App} app
 * @param {string} from
 * @param {string} to
 */
function rename(app, from, to) {
  app
    .db()
    .newQuery("UPDATE settings SET courseCategories = REPLACE(courseCategories, {:from}, {:to})")
    .bind({ from, to })
    .execute();
  app.db().newQuery("UPDATE courses SET cat = REPLACE(cat, {:from}, {:to})").bind({ from, to }).execute();
}

migrate(
  (app) => rename(app, OLD, NEW),
  (app) => rename(app, NEW, OLD),
);
