// Every saved or deleted record that a public page shows makes the cached pages stale
// (lib/page-cache.js: the content version is part of every cached page's key).
for (const hook of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  hook(
    (e) => {
      require(`${__hooks}/lib/page-cache.js`).bump();
      return e.next();
    },
    "currentAffairs",
    "CAtags",
    "quizs",
    "courses",
  );
}
// (settings: its save pipeline bumps it, lib/settings-save.js.)

// A collection's rules or fields decide what visitors see too.
for (const hook of [
  onCollectionAfterCreateSuccess,
  onCollectionAfterUpdateSuccess,
  onCollectionAfterDeleteSuccess,
]) {
  hook((e) => {
    require(`${__hooks}/lib/page-cache.js`).bump();
    return e.next();
  });
}
