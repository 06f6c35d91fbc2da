// Part 1 of 3 of the real-.docx corpus (real-docx-corpus.ts says what is checked and how to update).
import { describe } from "vitest";
import { corpusPart } from "./real-docx-corpus";

describe("real .docx corpus", () => corpusPart(1));
