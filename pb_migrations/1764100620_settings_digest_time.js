/* global TextField -- a JSVM migration global not listed in eslint.config.js */
// The time of day (IST, "HH:MM") the daily digest e-mail goes out; empty means 07:00.
migrate(
  (app) => {
    const c = app.findCollectionByNameOrId("settings");
    c.fields.add(new TextField({ name: "digestTime", max: 5, pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" }));
    app.save(c);
    app.db().newQuery("UPDATE settings SET digestTime = '07:00' WHERE digestTime = ''").execute();
  },
  (app) => {
    const c = app.findCollectionByNameOrId("settings");
    c.fields.removeByName("digestTime");
    app.save(c);
  },
);
