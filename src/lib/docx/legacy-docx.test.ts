// The whole DOCX pipeline (read → preflight → worker job, run in-thread here → DOMPurify) on
// documents whose runs are typed in legacy Punjabi fonts. Expected Unicode is derived from the
// AnmolLipi/GurbaniAkhar key layout (see legacy-fonts.test.ts), not from the converter's output.
import { describe, expect, it } from "vitest";
import { convertDocx } from "./convert-docx";
import { extractDocxTextReport } from "./extract-docx-text";
import { docDefaults, makeTestDocx, run, runs, style } from "./test-docx";

function buf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const TNR = "Times New Roman";
const HEADING_STYLES =
  style({ id: "Normal", name: "Normal", isDefault: true, font: TNR }) +
  style({ id: "Heading1", name: "heading 1", basedOn: "Normal", font: "AnmolLipi" });

async function article(body: string, styles?: string, convertLegacyFonts?: boolean) {
  const docx = await makeTestDocx({ body, styles });
  return convertDocx(buf(docx), { imageMode: "inline", convertLegacyFonts });
}

describe("legacy Punjabi fonts in an article", () => {
  it("converts AnmolLipi runs and leaves Times New Roman runs of the same paragraph alone", async () => {
    const out = await article(
      runs([
        run("The ", { font: TNR }),
        run("pMjwb srkwr", { font: "AnmolLipi" }),
        run(" (Punjab government) said:", { font: TNR }),
      ]),
    );
    expect(out.html).toBe("<p>The ਪੰਜਾਬ ਸਰਕਾਰ (Punjab government) said:</p>");
    expect(out.legacy).toEqual({
      converted: [{ font: "AnmolLipi", runs: 1, characters: 10 }],
      skipped: [],
    });
  });

  it("converts GurbaniAkhar and its weights, nasal signs, subscripts and pair-bindi", async () => {
    const out = await article(
      runs([run("gurU nwnk dyv jI", { font: "GurbaniAkhar" })]) +
        runs([run("muMfw ipMf hW myN", { font: "GurbaniAkharThick" })]) +
        runs([run("pRDwn pVHweI sÍwgq", { font: "AnmolLipi" })]) +
        runs([run("ijælHw ^br", { font: "Anmol Lipi" })]),
    );
    expect(out.html).toBe(
      "<p>ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ</p><p>ਮੁੰਡਾ ਪਿੰਡ ਹਾਂ ਮੇਂ</p><p>ਪ੍ਰਧਾਨ ਪੜ੍ਹਾਈ ਸ੍ਵਾਗਤ</p>" +
        "<p>\u0A1C\u0A3C\u0A3F\u0A32\u0A4D\u0A39\u0A3E \u0A16\u0A3C\u0A2C\u0A30</p>",
    );
    expect(out.legacy.converted).toEqual([
      { font: "GurbaniAkhar", runs: 2, characters: 27 },
      { font: "AnmolLipi", runs: 2, characters: 25 },
    ]);
  });

  it("keeps sihari with its letter when a run boundary splits them, and each run its formatting", async () => {
    const out = await article(
      runs([run("i", { font: "AnmolLipi" }), run("pMf", { font: "AnmolLipi" })]) +
        runs([run("ik", { font: "AnmolLipi" }), run("RSn", { font: "AnmolLipi", bold: true })]),
    );
    // ਕ੍ਰਿਸ਼ਨ: the subscript ਰ and the sihari stay with ਕ in the plain run; ਸ਼ਨ stays bold.
    expect(out.html).toBe("<p>ਪਿੰਡ</p><p>ਕ੍ਰਿ<strong>\u0A38\u0A3C\u0A28</strong></p>");
  });

  it("converts a heading whose style sets the font, and text in the document's default font", async () => {
    const out = await article(
      runs([run("pMjwb dI KyqI")], "Heading1") + runs([run("English body")]),
      HEADING_STYLES,
    );
    expect(out.html).toBe("<h1>ਪੰਜਾਬ ਦੀ ਖੇਤੀ</h1><p>English body</p>");

    const byDefault = await article(runs([run("pMjwb")]), docDefaults("AnmolLipi"));
    expect(byDefault.html).toBe("<p>ਪੰਜਾਬ</p>");
  });

  it("follows w:hAnsi when no w:ascii is set anywhere, but an inherited w:ascii wins", async () => {
    const onlyHAnsi = runs([run("pMjwb", { font: { hAnsi: "AnmolLipi" } })]);
    expect((await article(onlyHAnsi)).html).toBe("<p>ਪੰਜਾਬ</p>");
    // Word shows ASCII letters in the w:ascii font: here Normal's Times New Roman.
    expect((await article(onlyHAnsi, HEADING_STYLES)).html).toBe("<p>pMjwb</p>");
  });

  it("lets a theme font on the run win over the heading style's legacy font", async () => {
    const out = await article(
      runs([run("Heading in Calibri", { font: { asciiTheme: "minorHAnsi" } })], "Heading1"),
      HEADING_STYLES,
    );
    expect(out.html).toBe("<h1>Heading in Calibri</h1>");
  });

  it("leaves runs in an unknown font or a legacy font of another layout as typed, and says so", async () => {
    const out = await article(
      runs([run("pMjwb", { font: "AnmolLipi" }), run(" XYZ text", { font: "XYZ Sans" })]) +
        runs([run("more", { font: "XYZ Sans" }), run("ns/", { font: "Asees" })]),
    );
    expect(out.html).toBe("<p>ਪੰਜਾਬ XYZ text</p><p>morens/</p>");
    expect(out.legacy).toEqual({
      converted: [{ font: "AnmolLipi", runs: 1, characters: 5 }],
      skipped: [
        { font: "XYZ Sans", runs: 2, characters: 11, reason: "unknown" },
        { font: "Asees", runs: 1, characters: 3, reason: "other" },
      ],
    });
  });

  it("a document whose only odd font is unknown is scanned run by run, not parsed, with the same report", async () => {
    const out = await article(
      runs([run("Plain ", { font: TNR }), run("XYZ text", { font: "XYZ Sans" })]) +
        runs([run("more", { font: "XYZ Sans" })]),
    );
    expect(out.html).toBe("<p>Plain XYZ text</p><p>more</p>");
    expect(out.legacy).toEqual({
      converted: [],
      skipped: [{ font: "XYZ Sans", runs: 2, characters: 11, reason: "unknown" }],
    });
  });

  it("with conversion off, stores the text as typed and reports it", async () => {
    const out = await article(runs([run("pMjwb srkwr", { font: "AnmolLipi" })]), undefined, false);
    expect(out.html).toBe("<p>pMjwb srkwr</p>");
    expect(out.legacy).toEqual({
      converted: [],
      skipped: [{ font: "AnmolLipi", runs: 1, characters: 10, reason: "off" }],
    });
  });

  it("changes nothing in a document with only ordinary fonts", async () => {
    const out = await article(runs([run("pMjwb srkwr", { font: TNR })]));
    expect(out.html).toBe("<p>pMjwb srkwr</p>");
    expect(out.legacy).toEqual({ converted: [], skipped: [] });
  });
});

describe("legacy Punjabi fonts in a quiz paper", () => {
  it("the text job converts the same way", async () => {
    const docx = await makeTestDocx({
      body:
        runs([run("Q1: ", { font: TNR }), run("pMjwb dI rwjDwnI ikhVI hY?", { font: "AnmolLipi" })]) +
        runs([run("a) ", { font: TNR }), run("cMfIgVH", { font: "AnmolLipi" })]) +
        runs([run("Answer: a", { font: TNR })]),
    });
    const out = await extractDocxTextReport(buf(docx));
    expect(out.text).toBe("Q1: ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ ਕਿਹੜੀ ਹੈ?\n\na) ਚੰਡੀਗੜ੍ਹ\n\nAnswer: a\n\n");
    expect(out.legacy.converted).toEqual([{ font: "AnmolLipi", runs: 2, characters: 29 }]);
  });
});

describe("a 5 MB article typed in AnmolLipi", () => {
  // Its speed is measured by scripts/bench-legacy-docx.mjs, not asserted here: a timing
  // assertion fails on a busy machine. The 120 s limit only stops a runaway conversion.
  it("converts the whole file", async () => {
    const line = "pMjwb srkwr ny ijælHw AMimRqsr iv`c pVHweI leI nvIN XojnW SurU kIqI hY[ ";
    // ~2 KB paragraphs: 5 MB of text in ~5.5 MB of XML (under the preflight's ratio check).
    const perParagraph = 28;
    const paragraph = runs([
      run(line.repeat(perParagraph), { font: "AnmolLipi" }),
      run("GST 2026", { font: TNR }),
    ]);
    const count = Math.ceil((5 * 1024 * 1024) / (line.length * perParagraph));
    const docx = await makeTestDocx({ body: paragraph.repeat(count) });
    const out = await convertDocx(buf(docx), { imageMode: "inline" });
    const expected = `<p>${"ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ ਜ਼ਿਲ੍ਹਾ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਪੜ੍ਹਾਈ ਲਈ ਨਵੀਂ ਯੋਜਨਾਂ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ। "
      .normalize("NFC")
      .repeat(perParagraph)}GST 2026</p>`;
    expect(out.html.slice(0, expected.length)).toBe(expected);
    expect(out.html.length).toBe(expected.length * count);
  }, 120_000);
});
