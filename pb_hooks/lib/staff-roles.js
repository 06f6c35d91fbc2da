/* global $dbx, ValidationError -- JSVM globals not listed in eslint.config.js */
// The institute always keeps at least one owner: nobody (an owner through the API, a batch
// request, a superuser in /_/) may demote or remove the last one. The count and the write run in
// one transaction on PocketBase's single writer connection, so two owners demoting each other at
// the same moment are serialised: the second one finds no other owner and is refused.
// Hook handlers cannot see top-level variables; staff-roles.pb.js require()s this module.

const LAST_OWNER_DEMOTE =
  "There must always be at least one owner. Make another staff member an owner first.";
const LAST_OWNER_REMOVE = "You cannot remove the last owner. Make another staff member an owner first.";

/**
 * @param {core.App} app
 * @param {string} id
 */
function otherOwners(app, id) {
  return app.countRecords("users", $dbx.exp("role = 'owner' AND id != {:id}", { id }));
}

/**
 * Runs the rest of the request (the save or delete) in a transaction after `check(txApp)`.
 * @param {HookRecordRequestEvent} e
 * @param {(txApp: core.App) => void} check
 */
function inTransaction(e, check) {
  e.app.runInTransaction((txApp) => {
    // The request's save/delete uses e.app, so it joins this transaction.
    e.app = txApp;
    check(txApp);
    e.next();
  });
}

module.exports = {
  LAST_OWNER_DEMOTE,
  LAST_OWNER_REMOVE,

  /**
   * onRecordUpdateRequest body for users.
   * @param {HookRecordRequestEvent} e
   */
  guardUpdate(e) {
    const wasOwner = e.record.original().getString("role") === "owner";
    if (!wasOwner || e.record.getString("role") === "owner") return e.next();
    inTransaction(e, (txApp) => {
      if (otherOwners(txApp, e.record.id) === 0) {
        throw new BadRequestError(LAST_OWNER_DEMOTE, {
          role: new ValidationError("last_owner", LAST_OWNER_DEMOTE),
        });
      }
    });
  },

  /**
   * onRecordDeleteRequest body for users.
   * @param {HookRecordRequestEvent} e
   */
  guardDelete(e) {
    if (e.record.getString("role") !== "owner") return e.next();
    inTransaction(e, (txApp) => {
      if (otherOwners(txApp, e.record.id) === 0) throw new BadRequestError(LAST_OWNER_REMOVE);
    });
  },
};
