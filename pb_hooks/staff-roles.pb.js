/* global onRecordDeleteRequest -- a JSVM global not listed in eslint.config.js */
// Staff roles (pb_migrations/1764100000_staff_roles.js): the last owner can be neither demoted nor
// removed through the API (see lib/staff-roles.js). The access rules decide who may try at all.
onRecordUpdateRequest((e) => require(`${__hooks}/lib/staff-roles.js`).guardUpdate(e), "users");
onRecordDeleteRequest((e) => require(`${__hooks}/lib/staff-roles.js`).guardDelete(e), "users");
