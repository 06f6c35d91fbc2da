/* global onRecordAuthWithPasswordRequest, cronAdd, Command -- JSVM globals not listed in eslint.config.js */
// Password sign-in lock-out per account for staff and superusers, known devices, and the failure
// log staff read on the dashboard: see lib/sign-in.js. PocketBase's own limit per address
// (pb_migrations/1763700400_rate_limits.js) runs before this and stays as it is.
onRecordAuthWithPasswordRequest(
  (e) => require(`${__hooks}/lib/sign-in.js`).handleSignIn(e),
  "users",
  "_superusers",
);

cronAdd("signInPrune", "17 * * * *", () => require(`${__hooks}/lib/sign-in.js`).prune());

// The key for known-device cookies is made once, at the first start, not by two sign-ins at once.
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/sign-in.js`).ensureDeviceSecret();
});

// `pocketbase signin-unlock EMAIL` (scripts/unlock.mjs: npm run unlock -- EMAIL). The launcher's
// root command is there whenever the hooks load (types.d.ts has it optional: a Go pointer).
if (!$app.rootCmd) throw new Error("sign-in.pb.js: PocketBase has no root command to add signin-unlock to");
$app.rootCmd.addCommand(
  new Command({
    use: "signin-unlock",
    short: "Clears the sign-in lock-out of an e-mail (staff and superusers)",
    run: (_cmd, args) => require(`${__hooks}/lib/sign-in.js`).unlockCommand(args),
  }),
);
