// Files the hooks read while answering requests (the build's manifest, the route table, the
// sanitiser's policy), read and parsed once per JS VM and file version instead of on every cold
// render or save. A file is read again only when its size or modification time changes (a new
// build in place), checked with one stat.

/**
 * @typedef {{ stamp: (path: string) => string, read: (path: string) => string }} FileAccess
 */

/** @type {FileAccess} */
const jsvmFiles = {
  stamp(path) {
    const info = $os.stat(path);
    return `${info.size()}-${info.modTime().unixMilli()}`;
  },
  read(path) {
    return toString($os.readFile(path));
  },
};

/**
 * A reader that keeps each file's parsed content per path until the file changes.
 * @param {FileAccess} files
 */
function makeReader(files) {
  /** @type {Record<string, { stamp: string, value: unknown }>} */
  const cache = {};
  return {
    /**
     * The file's JSON, parsed once per version. Throws when the file is missing or not JSON.
     * @param {string} path
     * @returns {unknown}
     */
    json(path) {
      const stamp = files.stamp(path);
      const hit = cache[path];
      if (hit && hit.stamp === stamp) return hit.value;
      const value = JSON.parse(files.read(path));
      cache[path] = { stamp, value };
      return value;
    },
  };
}

// One reader per VM: require() caches this module in each of PocketBase's JS VMs.
const reader = makeReader(jsvmFiles);

/**
 * @param {string} path
 * @returns {unknown}
 */
function readJson(path) {
  return reader.json(path);
}

module.exports = { makeReader, readJson };
