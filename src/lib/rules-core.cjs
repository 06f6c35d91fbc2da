// Kept only for migrations already on main, which require `${__hooks}/../src/lib/rules-core.cjs`
// (landed migrations are never edited). The module is shared/rules-core.cjs: import or require that.
module.exports = require(`${__hooks}/../shared/rules-core.cjs`);
