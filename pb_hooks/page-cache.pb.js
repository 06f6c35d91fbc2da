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
    // The public mock-test list and intro pages (issue 24).
    "mockTests",
  );
}
// (settings: its save pipeline bumps it, lib/settings-save.js.)

// Tags and courses show on many pages (menus, filters, the home page): the cache in front of the
// site forgets everything (lib/cache-purge.js; nothing when no CACHE_PURGE_URL is set). Articles
// and quizzes purge only their own addresses, from their save pipelines (lib/article-save.js,
// lib/quiz-save.js); settings from lib/settings-save.js. After the rest of the chain (e.next()
// first), so the version above is already bumped when the front cache asks again.
for (const hook of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  hook(
    (e) => {
      e.next();
      require(`${__hooks}/lib/cache-purge.js`).purgeAll();
    },
    "CAtags",
    "courses",
  );
}

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
