// Builds real .docx files for the demo articles: headings, bold/italic runs, a bulleted list,
// a table and an embedded image, so every rendering path has something to show. Fonts can be set
// per part, as a Punjabi desk types them: body text in a legacy font (AnmolLipi), English labels
// in Times New Roman in the same paragraphs, and headings whose font comes from their style.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { makeBannerPng } from "./png.mjs";

/**
 * @param {{ title: string, intro: string, points: string[], table: string[][], closing: string,
 *   font?: string, labelFont?: string, headingFont?: string }} a
 *   font: every run's font (default Calibri); labelFont: the English labels ("Why it matters:",
 *   "Key points", "Quick facts"), default `font`; headingFont: set on the Heading 1 style instead
 *   of the title's run (a style-mapped heading font).
 */
export async function makeArticleDocx(a) {
  const font = a.font ?? "Calibri";
  const labelFont = a.labelFont ?? font;
  const run = (text, o = {}) => new TextRun({ text, font, ...o });
  const label = (text, o = {}) => new TextRun({ text, font: labelFont, ...o });
  const title = a.headingFont ? new TextRun({ text: a.title }) : run(a.title);
  const doc = new Document({
    creator: "Institute current affairs desk",
    title: a.title,
    styles: {
      default: {
        document: { run: { font, size: 24 } },
        ...(a.headingFont ? { heading1: { run: { font: a.headingFont, size: 36, bold: true } } } : {}),
      },
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [title] }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [
              new ImageRun({
                type: "png",
                data: makeBannerPng(),
                transformation: { width: 320, height: 120 },
              }),
            ],
          }),
          new Paragraph({
            children: [label("Why it matters: ", { bold: true }), run(a.intro)],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [label("Key points")] }),
          ...a.points.map((p) => new Paragraph({ bullet: { level: 0 }, children: [run(p)] })),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [label("Quick facts")] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: a.table.map(
              (cells, i) =>
                new TableRow({
                  children: cells.map(
                    (c) =>
                      new TableCell({
                        children: [new Paragraph({ children: [run(c, { bold: i === 0 })] })],
                      }),
                  ),
                }),
            ),
          }),
          new Paragraph({ children: [run(a.closing, { italics: true })] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
