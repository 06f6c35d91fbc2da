// Staff are records of `users`. Nobody may sign up through the API (PocketBase's default
// createRule is "" = anyone), and only staff may list or view staff accounts.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.listRule = "@request.auth.collectionName = 'users'";
    users.viewRule = "@request.auth.collectionName = 'users'";
    users.createRule = null;
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = null;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.createRule = "";
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = "id = @request.auth.id";
    app.save(users);
  },
);
