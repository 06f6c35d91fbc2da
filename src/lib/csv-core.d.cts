// Types of csv-core.cjs (a CommonJS file, so TypeScript cannot infer them).

export type CsvValue = string | number | null | undefined;

export const CSV_BOM: "\uFEFF";
export const CSV_EOL: "\r\n";
export function csvCell(value: CsvValue): string;
export function csvRow(values: readonly CsvValue[]): string;
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string;
