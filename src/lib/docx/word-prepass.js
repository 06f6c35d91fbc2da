// What mammoth would drop without a word, rewritten in a part's XML before mammoth reads it (run
// by legacy-docx.js on document.xml, footnotes.xml and endnotes.xml, so one unpacking serves both):
// - equations (OMML, m:oMath / m:oMathPara) become a run of linear text: "x = (−b ± √(b^2 − 4ac))/(2a)".
//   MathML was the other choice: mammoth cannot emit it (it only writes its own small set of
//   tags), so it would need a placeholder per equation, a MathML allowlist in DOMPurify and in
//   the server's cleaner (pb_hooks/lib/html-clean.js, which drops <math> with its content), and
//   it would still be lost in search text and the quiz text. Linear text is read by every screen
//   reader, searchable, and survives the quiz import; the preview says "N equations shown as text".
// - simple fields (w:fldSimple: dates, page numbers, cross-references, merge fields) keep the
//   text Word shows (their runs), as complex fields already do in mammoth;
// - ruby (w:ruby) keeps its base text, with the ruby text after it in brackets.
// String work, linear in the part: each construct is found by its own tags, never nested regexes.

const MATH_BLOCK =
  /<m:oMathPara\b[^>]*>[\s\S]*?<\/m:oMathPara>|<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>|<m:oMath\b[^>]*\/>/g;
const FIELD_TAG = /<\/?w:fldSimple\b[^>]*>/g;
const RUBY = /<w:ruby\b[^>]*>([\s\S]*?)<\/w:ruby>/g;

/** @param {string} s */
function decode(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e) => {
    const named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[e.toLowerCase()];
    if (named) return named;
    const n = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1));
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
  });
}

/** @param {string} s */
function escapeXml(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * @typedef {{ name: string, attrs: string, children: MathNode[], text: string }} MathNode
 */

/**
 * The OMML fragment as a tree (element names with their prefix; text only from m:t and w:t).
 * @param {string} xml
 * @returns {MathNode}
 */
function parseMath(xml) {
  /** @type {MathNode} */
  const root = { name: "#root", attrs: "", children: [], text: "" };
  const stack = [root];
  const TAG = /<(\/?)([\w:.-]+)([^>]*?)(\/?)>|([^<]+)/g;
  let m;
  while ((m = TAG.exec(xml))) {
    const top = stack[stack.length - 1];
    if (m[5] !== undefined) {
      if (top.name === "m:t" || top.name === "w:t") top.text += decode(m[5]);
      continue;
    }
    if (m[1]) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    /** @type {MathNode} */
    const node = { name: m[2], attrs: m[3], children: [], text: "" };
    top.children.push(node);
    if (!m[4]) stack.push(node);
  }
  return root;
}

/**
 * @param {MathNode} node
 * @param {string} name
 */
const kid = (node, name) => node.children.find((c) => c.name === name);

/**
 * A property's m:val (m:begChr, m:chr…) from an element's m:*Pr.
 * @param {MathNode} node
 * @param {string} pr
 * @param {string} prop
 * @returns {string | null}
 */
function prop(node, pr, prop) {
  const p = kid(node, pr);
  const el = p && kid(p, prop);
  if (!el) return null;
  const v = /\bm:val="([^"]*)"/.exec(el.attrs);
  return v ? decode(v[1]) : "";
}

/** A part in brackets unless it is one symbol or number. @param {string} s */
const group = (s) => {
  if (s === "") return "";
  const plain =
    /^[\p{L}\p{N}.]$|^\p{N}+(?:\.\p{N}+)?$/u.test(s) || (/^\(.*\)$/.test(s) && !/^\(.*\)\(.*\)$/.test(s));
  return plain ? s : `(${s})`;
};

/**
 * "_(…)" or "^(…)" for a script that has text, "" for an empty one.
 * @param {string} mark
 * @param {MathNode | undefined} node
 */
const script = (mark, node) => {
  const s = linear(node);
  return s ? `${mark}${group(s)}` : "";
};

/**
 * The linear text of an OMML node.
 * @param {MathNode | undefined} node
 * @returns {string}
 */
function linear(node) {
  if (!node) return "";
  const all = () => node.children.map(linear).join("");
  switch (node.name) {
    case "m:t":
    case "w:t":
      return node.text;
    case "m:f": {
      const num = linear(kid(node, "m:num"));
      const den = linear(kid(node, "m:den"));
      return prop(node, "m:fPr", "m:type") === "noBar"
        ? `(${num} over ${den})`
        : `${group(num)}/${group(den)}`;
    }
    case "m:sSup":
      return `${linear(kid(node, "m:e"))}${script("^", kid(node, "m:sup"))}`;
    case "m:sSub":
      return `${linear(kid(node, "m:e"))}${script("_", kid(node, "m:sub"))}`;
    case "m:sSubSup":
      return `${linear(kid(node, "m:e"))}${script("_", kid(node, "m:sub"))}${script("^", kid(node, "m:sup"))}`;
    case "m:sPre":
      return `${script("_", kid(node, "m:sub"))}${script("^", kid(node, "m:sup"))}${linear(kid(node, "m:e"))}`;
    case "m:rad": {
      const deg = linear(kid(node, "m:deg"));
      const e = linear(kid(node, "m:e"));
      return deg ? `${group(deg)}√(${e})` : `√${group(e)}`;
    }
    case "m:d": {
      const beg = prop(node, "m:dPr", "m:begChr");
      const end = prop(node, "m:dPr", "m:endChr");
      const sep = prop(node, "m:dPr", "m:sepChr");
      const parts = node.children.filter((c) => c.name === "m:e").map(linear);
      return `${beg ?? "("}${parts.join(sep ?? "|")}${end ?? ")"}`;
    }
    case "m:nary": {
      const chr = prop(node, "m:naryPr", "m:chr") || "∫";
      return `${chr}${script("_", kid(node, "m:sub"))}${script("^", kid(node, "m:sup"))} ${linear(kid(node, "m:e"))}`;
    }
    case "m:func":
      return `${linear(kid(node, "m:fName"))} ${group(linear(kid(node, "m:e")))}`;
    case "m:limLow":
      return `${linear(kid(node, "m:e"))}${script("_", kid(node, "m:lim"))}`;
    case "m:limUpp":
      return `${linear(kid(node, "m:e"))}${script("^", kid(node, "m:lim"))}`;
    case "m:acc":
      return `${linear(kid(node, "m:e"))}${prop(node, "m:accPr", "m:chr") ?? "\u0302"}`;
    case "m:bar":
      return `${linear(kid(node, "m:e"))}\u0305`;
    case "m:eqArr":
    case "m:m":
      return node.children
        .filter((c) => c.name === "m:e" || c.name === "m:mr")
        .map((c) => (c.name === "m:mr" ? c.children.map(linear).join(", ") : linear(c)))
        .join("; ");
    case "m:oMath":
      return all();
    case "m:oMathPara":
      return node.children
        .filter((c) => c.name === "m:oMath")
        .map(linear)
        .join("   ");
    default:
      // Properties (m:*Pr, w:rPr) have no text; every other element is its children in order.
      return /Pr$/.test(node.name) ? "" : all();
  }
}

/**
 * An equation's OMML as one line of text.
 * @param {string} omml
 */
export function equationText(omml) {
  return linear(parseMath(omml).children[0]).replace(/\s+/g, " ").trim();
}

/**
 * One part's XML with equations as text, simple fields unwrapped and ruby as base (ruby).
 * @param {string} xml
 * @returns {{ xml: string, equations: number, fields: number, ruby: number }}
 */
export function prepareWordXml(xml) {
  let equations = 0;
  let fields = 0;
  let ruby = 0;
  let out = xml;
  if (out.includes("<m:oMath")) {
    out = out.replace(MATH_BLOCK, (omml) => {
      const text = equationText(omml);
      if (!text) return "";
      equations++;
      return `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
    });
  }
  if (out.includes("<w:fldSimple")) {
    out = out.replace(FIELD_TAG, (tag) => {
      if (tag[1] !== "/") fields++;
      return "";
    });
  }
  if (out.includes("<w:ruby")) {
    out = out.replace(RUBY, (_, inner) => {
      ruby++;
      const base = /<w:rubyBase\b[^>]*>([\s\S]*?)<\/w:rubyBase>/.exec(inner);
      const rt = /<w:rt\b[^>]*>([\s\S]*?)<\/w:rt>/.exec(inner);
      const rtText = rt ? [...rt[1].matchAll(/<w:t\b[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("") : "";
      // w:ruby sits inside a run: close that run around the base's own runs.
      const after = rtText ? `<w:r><w:t xml:space="preserve"> (${rtText})</w:t></w:r>` : "";
      return `</w:r>${base ? base[1] : ""}${after}<w:r>`;
    });
  }
  return { xml: out, equations, fields, ruby };
}
