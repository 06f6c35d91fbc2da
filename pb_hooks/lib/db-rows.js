/* global DynamicModel, arrayOf -- JSVM globals not in the shared ESLint list */
// Typed holders for raw SQL results. PocketBase fills `new DynamicModel(shape)` (one row) or
// `arrayOf(new DynamicModel(shape))` (rows) with columns of the same names and types as `shape`'s
// keys, but types.d.ts declares DynamicModel with an index signature of `any`: these give the
// rows the shape's own types, so a misspelt column is a type error.

/**
 * The holder for one row (`query.one(row)`).
 * @template {Record<string, string | number | boolean>} T
 * @param {T} shape
 * @returns {T}
 */
function rowOf(shape) {
  return /** @type {T} */ (new DynamicModel(shape));
}

/**
 * The holder for rows (`query.all(rows)`).
 * @template {Record<string, string | number | boolean>} T
 * @param {T} shape
 * @returns {T[]}
 */
function rowsOf(shape) {
  return /** @type {T[]} */ (arrayOf(new DynamicModel(shape)));
}

/**
 * A stored JSON field's value (`record.getString(field)` or a JSON column), or `fallback` when it is
 * empty, null or not JSON.
 * @param {string} raw
 * @param {unknown} fallback
 * @returns {any}
 */
function jsonOf(raw, fallback) {
  try {
    const v = JSON.parse(raw);
    return v === null || v === undefined ? fallback : v;
  } catch {
    return fallback;
  }
}

module.exports = { rowOf, rowsOf, jsonOf };
