/* global DateField -- a JSVM migration global not listed in eslint.config.js */
// Scheduled publishing: currentAffairs and quizs get `publishAt`. Before it an active record is
// invisible to visitors (the rule compares with @now, so it appears by itself once the time
// passes); staff still see everything. An empty publishAt means "published as soon as active"
// (records from before this migration). pb_hooks/publish-at.pb.js refuses dates before 2000 and
// stores "now" for a past or missing date when a record goes live.
const STAFF = "@request.auth.collectionName = 'users'";
const VISIBLE = `(active = true && (publishAt = '' || publishAt <= @now)) || ${STAFF}`;
const OLD = `active = true || ${STAFF}`;
const NAMES = ["currentAffairs", "quizs"];

migrate(
  (app) => {
    for (const name of NAMES) {
      const c = app.findCollectionByNameOrId(name);
      c.fields.add(new DateField({ name: "publishAt" }));
      c.listRule = VISIBLE;
      c.viewRule = VISIBLE;
      c.addIndex(`idx_${name}_publishAt`, false, "publishAt", "");
      app.save(c);
    }
  },
  (app) => {
    for (const name of NAMES) {
      const c = app.findCollectionByNameOrId(name);
      c.removeIndex(`idx_${name}_publishAt`);
      c.fields.removeByName("publishAt");
      c.listRule = OLD;
      c.viewRule = OLD;
      app.save(c);
    }
  },
);
