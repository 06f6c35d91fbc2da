// What PocketBase's generated types.d.ts leaves out of the JSVM (goja) globals, and the types of
// the modules the hooks require(). Hand-written on purpose and small: every module's types come
// from its own code (JSDoc); this file only says which file a require() path loads.

/**
 * The hooks load helpers with `require(`${__hooks}/lib/x.js`)` (a handler cannot see top-level
 * variables). A template literal types as `${string}/lib/x.js`, and this maps its tail to the
 * module, so a misspelt export or path fails the type check. A path not listed here gives
 * `unknown`: add the module below when a hook starts requiring it.
 */
interface HookModules {
  "lib/admin-names.js": typeof import("./lib/admin-names.js");
  "lib/article-date.js": typeof import("./lib/article-date.js");
  "lib/article-save.js": typeof import("./lib/article-save.js");
  "lib/attempts.js": typeof import("./lib/attempts.js");
  "lib/cache-policy.js": typeof import("./lib/cache-policy.js");
  "lib/cache-purge.js": typeof import("./lib/cache-purge.js");
  "lib/course-check.js": typeof import("./lib/course-check.js");
  "lib/db-rows.js": typeof import("./lib/db-rows.js");
  "lib/doc-html.js": typeof import("./lib/doc-html.js");
  "lib/docx-check.js": typeof import("./lib/docx-check.js");
  "lib/expensive.js": typeof import("./lib/expensive.js");
  "lib/feed-cache.js": typeof import("./lib/feed-cache.js");
  "lib/first-response.js": typeof import("./lib/first-response.js");
  "lib/font-preload.js": typeof import("./lib/font-preload.js");
  "lib/html-clean.js": typeof import("./lib/html-clean.js");
  "lib/image-size.js": typeof import("./lib/image-size.js");
  "lib/inbox-export.js": typeof import("./lib/inbox-export.js");
  "lib/lang.js": typeof import("./lib/lang.js");
  "lib/leaderboard.js": typeof import("./lib/leaderboard.js");
  "lib/mail.js": typeof import("./lib/mail.js");
  "lib/newsletter.js": typeof import("./lib/newsletter.js");
  "lib/outbox.js": typeof import("./lib/outbox.js");
  "lib/page-cache.js": typeof import("./lib/page-cache.js");
  "lib/phone.js": typeof import("./lib/phone.js");
  "lib/publish-at.js": typeof import("./lib/publish-at.js");
  "lib/quiz-attempts.js": typeof import("./lib/quiz-attempts.js");
  "lib/quiz-keys.js": typeof import("./lib/quiz-keys.js");
  "lib/quiz-questions.js": typeof import("./lib/quiz-questions.js");
  "lib/quiz-save.js": typeof import("./lib/quiz-save.js");
  "lib/read-once.js": typeof import("./lib/read-once.js");
  "lib/quiz-day.js": typeof import("./lib/quiz-day.js");
  "lib/request-body.js": typeof import("./lib/request-body.js");
  "lib/revision.js": typeof import("./lib/revision.js");
  "lib/search.js": typeof import("./lib/search.js");
  "lib/search-sql.js": typeof import("./lib/search-sql.js");
  "lib/security.js": typeof import("./lib/security.js");
  "lib/seo.js": typeof import("./lib/seo.js");
  "lib/sessions.js": typeof import("./lib/sessions.js");
  "lib/settings-checks.js": typeof import("./lib/settings-checks.js");
  "lib/settings-links.js": typeof import("./lib/settings-links.js");
  "lib/settings-save.js": typeof import("./lib/settings-save.js");
  "lib/settings-sections.js": typeof import("./lib/settings-sections.js");
  "lib/sign-in.js": typeof import("./lib/sign-in.js");
  "lib/site.js": typeof import("./lib/site.js");
  "lib/sms.js": typeof import("./lib/sms.js");
  "lib/staff-roles.js": typeof import("./lib/staff-roles.js");
  "lib/students.js": typeof import("./lib/students.js");
  "lib/study.js": typeof import("./lib/study.js");
  "lib/trusted-proxy.js": typeof import("./lib/trusted-proxy.js");
  "lib/upload-names.js": typeof import("./lib/upload-names.js");
  "lib/upload-types.js": typeof import("./lib/upload-types.js");
  "../shared/courses-core.cjs": typeof import("../shared/courses-core.cjs");
  "../shared/csv-core.cjs": typeof import("../shared/csv-core.cjs");
  "../shared/day-queries-core.cjs": typeof import("../shared/day-queries-core.cjs");
  "../shared/docx-package-core.cjs": typeof import("../shared/docx-package-core.cjs");
  "../shared/image-size-core.cjs": typeof import("../shared/image-size-core.cjs");
  "../shared/inbox-core.cjs": typeof import("../shared/inbox-core.cjs");
  "../shared/lists-core.cjs": typeof import("../shared/lists-core.cjs");
  "../shared/published-core.cjs": typeof import("../shared/published-core.cjs");
  "../shared/route-match-core.cjs": typeof import("../shared/route-match-core.cjs");
  "../shared/rules-core.cjs": typeof import("../shared/rules-core.cjs");
  "../shared/search-core.cjs": typeof import("../shared/search-core.cjs");
  "../shared/swr-keys-core.cjs": typeof import("../shared/swr-keys-core.cjs");
  // Mock-test attempts (issue 24, mockserver).
  "lib/mock-attempts.js": typeof import("./lib/mock-attempts.js");
  "lib/mock-stats.js": typeof import("./lib/mock-stats.js");
  "../shared/mock-core.cjs": typeof import("../shared/mock-core.cjs");
}

declare function require<P extends string>(
  path: P,
): P extends `${string}/${infer K extends keyof HookModules}` ? HookModules[K] : unknown;

// Go pointer fields come out optional in types.d.ts (`record?: Record`, `request?: http.Request`),
// though PocketBase always sets them on the events hooks receive ("It is expected that the Response
// and Request fields are always set", router.Event). These narrow them, and the overloads below
// give hook handlers these events. They must come after types.d.ts in the program (tsconfig
// "files"): a later declaration's overloads are tried first.

/** An HTTP request as a hook sees it: always with its URL. */
type HookRequest = http.Request & { url: url.URL };
/** A route handler's or middleware's event. */
type HookRequestEvent = core.RequestEvent & { request: HookRequest };
/** A record model hook's event (onRecordCreate, …Execute, …Validate): always with its record. */
type HookRecordEvent = core.RecordEvent & { record: core.Record };
/** A record request hook's event (onRecordCreateRequest, …): with its record and request. */
type HookRecordRequestEvent = core.RecordRequestEvent & {
  record: core.Record;
  request: HookRequest;
  /** The embedded Go RequestEvent: goja also exposes an embedded struct by its name. */
  requestEvent: HookRequestEvent;
};

declare function routerAdd(
  method: string,
  path: string,
  handler: (e: HookRequestEvent) => void,
  ...middlewares: Array<string | ((e: HookRequestEvent) => void) | Middleware>
): void;
declare function routerUse(
  ...middlewares: Array<string | ((e: HookRequestEvent) => void) | Middleware>
): void;

declare function onRecordCreate(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordUpdate(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordDelete(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordValidate(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordCreateExecute(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordUpdateExecute(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordDeleteExecute(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordAfterCreateSuccess(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordAfterUpdateSuccess(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordAfterDeleteSuccess(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;

/**
 * A password sign-in's event (onRecordAuthWithPasswordRequest): with its collection (the auth
 * collection signed in to) and its request; `record` stays optional (no account has that name).
 */
type HookRecordAuthWithPasswordRequestEvent = core.RecordAuthWithPasswordRequestEvent & {
  collection: core.Collection;
  request: HookRequest;
  /** The embedded Go RequestEvent, by its name (as on HookRecordRequestEvent). */
  requestEvent: HookRequestEvent;
};

declare function onRecordCreateRequest(handler: (e: HookRecordRequestEvent) => void, ...tags: string[]): void;
declare function onRecordUpdateRequest(handler: (e: HookRecordRequestEvent) => void, ...tags: string[]): void;
declare function onRecordDeleteRequest(handler: (e: HookRecordRequestEvent) => void, ...tags: string[]): void;
declare function onRecordViewRequest(handler: (e: HookRecordRequestEvent) => void, ...tags: string[]): void;
declare function onRecordAuthWithPasswordRequest(
  handler: (e: HookRecordAuthWithPasswordRequestEvent) => void,
  ...tags: string[]
): void;

// goja converts a JS number to a Go named integer type such as os.FileMode, which types.d.ts
// gives methods (isDir(), perm(), …) that a number lacks: $os.writeFile(path, data, 0o600).
declare namespace os {
  interface writeFile {
    (name: string, data: string | Array<number>, perm: number): void;
  }
}

// Go interfaces that only embed others come out with no methods in types.d.ts (just an `any`
// index signature, which tsconfig's noPropertyAccessFromIndexSignature keeps from hiding typos).
declare namespace io {
  /** What `file.reader.open()` returns (Read + Seek + Close). */
  interface ReadSeekCloser {
    /** Moves the read position: whence 0 = from the start, 1 = from here, 2 = from the end. */
    seek(offset: number, whence: number): number;
    close(): void;
  }
}

/** goja_nodejs's console (PocketBase sends it to its logs). */
declare const console: {
  log(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  debug(...args: unknown[]): void;
};
