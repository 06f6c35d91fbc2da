// Kept only for migrations already on main, which require `${__hooks}/../src/lib/search-core.cjs`
// (landed migrations are never edited). The module is shared/search-core.cjs: import or require that.
module.exports = require(`${__hooks}/../shared/search-core.cjs`);
