/* global SelectField -- a JSVM global not listed in eslint.config.js */
// Two staff roles on `users`: owner and editor. Owners manage staff accounts and the site's
// settings; editors do everything else (current affairs, tags, quizzes, courses, the inbox) and may
// change only their own name and password. Existing accounts become owners (the institute's first
// login is its owner). pb_hooks/staff-roles.pb.js keeps at least one owner.
//
// This migration owns: users.role and the users rules, settings.updateRule, and the list/view rules
// of signInFailures (the failed sign-in log is owner-only).
const STAFF = "@request.auth.collectionName = 'users'";
const OWNER = "@request.auth.collectionName = 'users' && @request.auth.role = 'owner'";
const SELF = "@request.auth.collectionName = 'users' && id = @request.auth.id";

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(
      new SelectField({ name: "role", required: true, maxSelect: 1, values: ["owner", "editor"] }),
    );
    users.listRule = `(${OWNER}) || (${SELF})`;
    users.viewRule = `(${OWNER}) || (${SELF})`;
    users.createRule = OWNER;
    // Editors update their own record only and cannot send a role at all (not even their own).
    users.updateRule = `(${OWNER}) || (${SELF} && @request.body.role:isset = false)`;
    users.deleteRule = OWNER;
    // Owners set other staff members' e-mail and password without knowing the old password. Not
    // their own: changing one's own password always needs the current one.
    users.manageRule = `${OWNER} && id != @request.auth.id`;
    app.save(users);

    for (const u of app.findAllRecords("users")) {
      u.set("role", "owner");
      app.saveNoValidate(u);
    }

    const settings = app.findCollectionByNameOrId("settings");
    settings.updateRule = OWNER;
    app.save(settings);

    const failures = app.findCollectionByNameOrId("signInFailures");
    failures.listRule = OWNER;
    failures.viewRule = OWNER;
    app.save(failures);
  },
  (app) => {
    const failures = app.findCollectionByNameOrId("signInFailures");
    failures.listRule = STAFF;
    failures.viewRule = STAFF;
    app.save(failures);

    const settings = app.findCollectionByNameOrId("settings");
    settings.updateRule = STAFF;
    app.save(settings);

    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("role");
    users.listRule = STAFF;
    users.viewRule = STAFF;
    users.createRule = null;
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = null;
    users.manageRule = null;
    app.save(users);
  },
);
