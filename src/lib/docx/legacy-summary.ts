// What the legacy-font step did, in sentences for staff (the article form's preview and the quiz
// import). Numbers with en-IN grouping ("1,243"; "12,34,567" for twelve lakh).
import type { LegacyFontReport } from "./docx-types";

const number = new Intl.NumberFormat("en-IN");
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/** Does the document have text in a legacy font that the converter handles (converted or not)? */
export function hasConvertibleText(report: LegacyFontReport): boolean {
  return report.converted.length > 0 || report.skipped.some((s) => s.reason === "off");
}

/** One sentence per finding; empty when the document has no legacy or unknown fonts. */
export function legacyFontLines(report: LegacyFontReport): string[] {
  const lines: string[] = [];
  const { converted } = report;
  if (converted.length === 1) {
    const [c] = converted;
    lines.push(`Converted ${plural(c.characters, "character", "characters")} from ${c.font} to Unicode.`);
  } else if (converted.length > 1) {
    const total = converted.reduce((sum, c) => sum + c.characters, 0);
    const fonts = converted.map((c) => `${c.font} (${number.format(c.characters)})`);
    const list = `${fonts.slice(0, -1).join(", ")} and ${fonts[fonts.length - 1]}`;
    lines.push(`Converted ${plural(total, "character", "characters")} from ${list} to Unicode.`);
  }
  for (const s of report.skipped) {
    const runs = plural(s.runs, "run", "runs");
    if (s.reason === "off")
      lines.push(
        `Conversion is off: ${plural(s.characters, "character", "characters")} in ${s.font} kept as typed.`,
      );
    else if (s.reason === "unknown") lines.push(`Unknown font '${s.font}' in ${runs}: left as typed.`);
    else if (s.reason === "devanagari")
      lines.push(`${s.font} in ${runs} shows Devanagari letters, so it was not converted: left as typed.`);
    else
      lines.push(
        `${s.font} in ${runs} uses a keyboard layout this converter does not know: left as typed. Retype it in a Unicode font (e.g. Raavi) if it looks wrong.`,
      );
  }
  return lines;
}
