// Generated from csv-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export type CsvValue = string | number | null | undefined;
export var CSV_BOM: string;
export var CSV_EOL: string;
/** @typedef {string | number | null | undefined} CsvValue */
/**
 * One cell: text as typed, made safe for Excel and quoted when RFC 4180 requires it.
 * @param {CsvValue} value
 */
export function csvCell(value: CsvValue): string;
/**
 * One record: its cells joined by commas, ended by CRLF.
 * @param {readonly CsvValue[]} values
 */
export function csvRow(values: readonly CsvValue[]): string;
/**
 * A whole file: BOM, the header row, then one row per record.
 * @param {readonly string[]} header
 * @param {readonly (readonly CsvValue[])[]} rows
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string;
