// Reads the text after "Answer:" against a question's options. Part of the quiz parser
// (parse-questions.ts). The rule: an answer that names a label ("D", "(b)", "option 2", "ਅ") means
// that option; when the options were labelled in the document with the same labels, the label wins
// even if another option's text is also "D". Anything doubtful (a letter that could be a label or
// another option's text, a label whose text disagrees, text matching two options, nothing
// matching) is flagged: the question keeps its best reading, and the quiz cannot be published until
// staff check it.
import { labelOf, optionLetter, type Label, type OptionLabelling } from "./question-options";

export const NO_ANSWER = "N/A";

export interface AnswerReading {
  /** The option's text (stored as the answer), or what was written when it matches none. */
  answer: string;
  /** Position of the chosen option, or -1 when none. */
  index: number;
  /** Why the answer needs checking (shown on the question; blocks publishing). */
  flag?: string;
}

/** Whitespace-collapsed, case-folded form for comparing answer text with options. */
export function norm(s: string): string {
  return s.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** A value for a message: quoted, and cut short so a flag stays a readable sentence. */
const q = (s: string) => `"${s.length > 60 ? `${s.slice(0, 57)}…` : s}"`;

// "b", "(b)", "b)", "B.", "[b]", "option b", "option (B)", "ii", "(ੳ)".
const BARE_LABEL = /^(?:option\s*)?[([]?([^\s()[\].:]{1,4})[)\].:]?$/iu;
// A label followed by the text: "(b) Sutlej", "B. Sutlej", "b) Sutlej".
const LABEL_THEN_TEXT = /^(?:option\s*)?[([]?([^\s()[\].:]{1,4})(?:\s*[)\]:]|\.(?=\s)|\s+-)\s*(\S.*)$/iu;
// What follows an answer in brackets: "A (50:50)", "(b) [Lucent p. 12]".
const TRAILING_BRACKETS = /\s*(?:\([^()]*\)|\[[^[\]]*\])\s*$/u;

function bareLabel(value: string): Label | null {
  const m = BARE_LABEL.exec(value);
  return m ? labelOf(m[1]) : null;
}

/** The value without trailing bracketed remarks, when something is left before them. */
function withoutRemarks(value: string): string {
  let v = value;
  for (;;) {
    const cut = v.replace(TRAILING_BRACKETS, "");
    // "(b)" and "option (b)" are the answer itself, not a remark after it.
    if (cut === v || /^(option)?$/i.test(cut.trim())) return v;
    v = cut.trim();
  }
}

function textHits(value: string, options: string[]): number[] {
  const n = norm(value);
  return options.flatMap((o, i) => (norm(o) === n ? [i] : []));
}

function fromLabel(
  value: string,
  label: Label,
  options: string[],
  labelling: OptionLabelling,
): AnswerReading {
  const hits = textHits(value.replace(/^option\s*/i, "").replace(/[()[\].:]/g, ""), options);
  if (label.index >= options.length) {
    if (hits.length === 1) {
      return {
        answer: options[hits[0]],
        index: hits[0],
        flag: `The answer ${q(value)} is not one of the ${options.length} option labels but is the text of option ${optionLetter(hits[0])}; check it.`,
      };
    }
    return {
      answer: value,
      index: -1,
      flag: `The answer ${q(value)} points to option ${label.index + 1}, but there ${options.length === 1 ? "is only 1 option" : `are only ${options.length} options`}.`,
    };
  }
  const chosen = { answer: options[label.index], index: label.index };
  const sameLabels = labelling === label.set || (labelling === "list" && label.set !== "roman");
  const elsewhere = hits.filter((i) => i !== label.index);
  if (!sameLabels && elsewhere.length > 0) {
    return {
      ...chosen,
      flag: `The answer ${q(value)} could be option ${optionLetter(label.index)} (${q(options[label.index])}) or the option whose text is ${q(options[elsewhere[0]])}; option ${optionLetter(label.index)} was chosen. Check it.`,
    };
  }
  return chosen;
}

function fromText(value: string, options: string[]): AnswerReading | null {
  for (const v of value === withoutRemarks(value) ? [value] : [value, withoutRemarks(value)]) {
    const hits = textHits(v, options);
    if (hits.length === 1) return { answer: options[hits[0]], index: hits[0] };
    if (hits.length > 1) {
      return {
        answer: options[hits[0]],
        index: hits[0],
        flag: `The answer ${q(v)} matches ${hits.length} options; check which is meant.`,
      };
    }
  }
  return null;
}

/** Resolves the text after "Answer" to one option, or flags why it could not. */
export function resolveAnswer(raw: string, options: string[], labelling: OptionLabelling): AnswerReading {
  const value = raw.replace(/^[\s:.\-–—=]+/, "").trim();
  if (!value) {
    return { answer: NO_ANSWER, index: -1, flag: `No answer given; it will be saved as ${NO_ANSWER}.` };
  }
  const plain = withoutRemarks(value);
  const label = bareLabel(plain);
  if (label) return fromLabel(plain, label, options, labelling);
  const labelled = LABEL_THEN_TEXT.exec(plain);
  const lead = labelled ? labelOf(labelled[1]) : null;
  if (labelled && lead) {
    const text = labelled[2];
    const hits = textHits(text, options);
    if (lead.index < options.length && hits.includes(lead.index)) {
      return { answer: options[lead.index], index: lead.index };
    }
    // The option's text may itself start like a label ("A. P. J. Abdul Kalam").
    const whole = fromText(value, options);
    if (whole) return whole;
    if (lead.index < options.length) {
      return {
        answer: options[lead.index],
        index: lead.index,
        flag: `The answer ${q(value)} does not match option ${labelled[1]} (${q(options[lead.index])}); check it.`,
      };
    }
  }
  const byText = fromText(value, options);
  if (byText) return byText;
  return { answer: value, index: -1, flag: `The answer ${q(value)} is not among the options.` };
}
