// CSV that opens correctly in Excel, written by the inbox export route (pb_hooks/inbox.pb.js) and
// tested in the app (csv-core.test.ts). CommonJS so PocketBase's hook runtime can require() it;
// plain ES2019 with no imports or host globals (see rules-core.cjs).
// - UTF-8 with a byte order mark: without it Excel reads the bytes as the local code page and
//   Gurmukhi turns into mojibake.
// - RFC 4180: CRLF line ends; a field with a comma, a double quote or a line break is quoted and
//   its quotes doubled.
// - Formula injection: Excel runs a cell that starts with = + - @ (or tab / carriage return, which
//   it skips before such a sign) as a formula, e.g. =HYPERLINK(...). Such a text cell gets a
//   leading ' so it stays text (OWASP "CSV Injection").
"use strict";

var CSV_BOM = "\uFEFF";
var CSV_EOL = "\r\n";

/** @typedef {string | number | null | undefined} CsvValue */

/**
 * One cell: text as typed, made safe for Excel and quoted when RFC 4180 requires it.
 * @param {CsvValue} value
 */
function csvCell(value) {
  if (value === null || value === undefined) return "";
  var text;
  if (typeof value === "number") {
    // Numbers we write ourselves (a count, a year) are data, not something a visitor typed.
    text = isFinite(value) ? String(value) : "";
  } else {
    text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = "'" + text;
  }
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

/**
 * One record: its cells joined by commas, ended by CRLF.
 * @param {readonly CsvValue[]} values
 */
function csvRow(values) {
  var cells = [];
  for (var i = 0; i < values.length; i++) cells.push(csvCell(values[i]));
  return cells.join(",") + CSV_EOL;
}

/**
 * A whole file: BOM, the header row, then one row per record.
 * @param {readonly string[]} header
 * @param {readonly (readonly CsvValue[])[]} rows
 */
function csvDocument(header, rows) {
  var out = [CSV_BOM, csvRow(header)];
  for (var i = 0; i < rows.length; i++) out.push(csvRow(rows[i]));
  return out.join("");
}

module.exports = { CSV_BOM, CSV_EOL, csvCell, csvRow, csvDocument };
