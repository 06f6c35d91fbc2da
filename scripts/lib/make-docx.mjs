// Builds real .docx files for the demo articles: headings, bold/italic runs, a bulleted list,
// a table and an embedded image, so every rendering path has something to show.
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
 *   font?: string }} a
 */
export async function makeArticleDocx(a) {
  const font = a.font ?? "Calibri";
  const run = (text, o = {}) => new TextRun({ text, font, ...o });
  const doc = new Document({
    creator: "Institute current affairs desk",
    title: a.title,
    styles: { default: { document: { run: { font, size: 24 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(a.title)] }),
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
            children: [run("Why it matters: ", { bold: true }), run(a.intro)],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run("Key points")] }),
          ...a.points.map((p) => new Paragraph({ bullet: { level: 0 }, children: [run(p)] })),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run("Quick facts")] }),
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
