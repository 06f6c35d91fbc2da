// PocketBase console commands for scripts/lib/backups.mjs. This file is copied into a throw-away
// hooks dir as ops.pb.js and run by the PocketBase binary on a data dir no server has open, so
// backups, settings and checks go through PocketBase's own code (its zip writer, its cron parser,
// its SQLite driver) rather than a second copy of them in Node.
// Each command prints one line `OPS_RESULT {json}` and exits 1 on failure.
/* global $app, $os, Command, DynamicModel, arrayOf */

$app.rootCmd.addCommand(
  new Command({
    use: "ops-backup-settings",
    run: (_cmd, args) => {
      const say = (o) => console.log("OPS_RESULT " + JSON.stringify(o));
      try {
        const s = $app.settings();
        s.backups.cron = args[0] ?? "";
        s.backups.cronMaxKeep = parseInt(args[1] ?? "0", 10);
        $app.save(s);
        say({ ok: true, cron: s.backups.cron, cronMaxKeep: s.backups.cronMaxKeep });
      } catch (err) {
        say({ ok: false, error: String(err.value ?? err) });
        $os.exit(1);
      }
    },
  }),
);

$app.rootCmd.addCommand(
  new Command({
    use: "ops-backup",
    run: (cmd, args) => {
      const say = (o) => console.log("OPS_RESULT " + JSON.stringify(o));
      try {
        $app.createBackup(cmd.context(), args[0]);
        const s3 = $app.settings().backups.s3;
        say({ ok: true, name: args[0], s3: s3.enabled ? `${s3.bucket} at ${s3.endpoint}` : "" });
      } catch (err) {
        say({ ok: false, error: String(err.value ?? err) });
        $os.exit(1);
      }
    },
  }),
);

$app.rootCmd.addCommand(
  new Command({
    use: "ops-check",
    run: () => {
      const say = (o) => console.log("OPS_RESULT " + JSON.stringify(o));
      try {
        const check = (db) => {
          const rows = arrayOf(new DynamicModel({ integrity_check: "" }));
          db.newQuery("PRAGMA integrity_check").all(rows);
          return rows.map((r) => r.integrity_check).join("; ");
        };
        const n = new DynamicModel({ n: 0 });
        $app.db().newQuery("SELECT count(*) AS n FROM _collections").one(n);
        say({ ok: true, data: check($app.db()), aux: check($app.auxDB()), collections: n.n });
      } catch (err) {
        say({ ok: false, error: String(err.value ?? err) });
        $os.exit(1);
      }
    },
  }),
);

// S3 storage for uploaded files (settings.s3) and for backups (settings.backups.s3), from the
// environment of this command (scripts/lib/replica.mjs): the secret is never an argument.
$app.rootCmd.addCommand(
  new Command({
    use: "ops-s3-settings",
    run: () => {
      const say = (o) => console.log("OPS_RESULT " + JSON.stringify(o));
      try {
        const s = $app.settings();
        for (const target of [s.s3, s.backups.s3]) {
          target.enabled = true;
          target.endpoint = $os.getenv("S3_ENDPOINT");
          target.bucket = $os.getenv("S3_BUCKET");
          target.region = $os.getenv("S3_REGION");
          target.accessKey = $os.getenv("S3_ACCESS_KEY_ID");
          target.secret = $os.getenv("S3_SECRET_ACCESS_KEY");
          target.forcePathStyle = $os.getenv("S3_FORCE_PATH_STYLE") === "true";
        }
        $app.save(s);
        say({ ok: true, bucket: s.s3.bucket });
      } catch (err) {
        say({ ok: false, error: String(err.value ?? err) });
        $os.exit(1);
      }
    },
  }),
);
