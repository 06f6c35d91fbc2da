// The catalogs match the code: every message used in src (t("…") / msg("…")) is in en.json and
// pa.json, neither has a message no longer used, and each Punjabi text is a real translation
// with the same {placeholders} as its English key. `node scripts/i18n-keys.mjs --write` brings
// the key sets up to date (new Punjabi entries come empty, which fails here until translated).
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { usedKeys } from "../../../scripts/i18n-keys.mjs";
import { messageId } from "../message-id";
import en from "./en.json";
import pa from "./pa.json";

const used = usedKeys();
const catalogs = { en: en as Record<string, string>, pa: pa as Record<string, string> };

/** The argument names of an ICU message ({name}, {count, plural, …}), sorted. */
function argNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const n of nodes) {
      if (Array.isArray(n)) {
        if (typeof n[0] === "string") names.add(n[0]);
        if (n[2] && typeof n[2] === "object")
          for (const branch of Object.values(n[2] as Record<string, unknown>))
            if (Array.isArray(branch)) walk(branch);
      }
    }
  };
  walk(compileMessage(message) as unknown[]);
  return [...names].sort();
}

describe("interface catalogs", () => {
  it("finds the messages in the code", () => {
    expect(used.size).toBeGreaterThan(200);
    expect(used.get("Register Now")).toBeDefined();
  });

  for (const [lang, catalog] of Object.entries(catalogs)) {
    it(`${lang}.json has every message the code uses`, () => {
      const missing = [...used.keys()].filter((k) => !catalog[k]);
      expect(missing.map((k) => `${k}  (${used.get(k)!.join(", ")})`)).toEqual([]);
    });
    it(`${lang}.json has no message the code no longer uses`, () => {
      expect(Object.keys(catalog).filter((k) => !used.has(k))).toEqual([]);
    });
    it(`${lang}.json messages are valid ICU with the key's placeholders`, () => {
      const bad = Object.entries(catalog).filter(
        ([k, v]) => JSON.stringify(argNames(k)) !== JSON.stringify(argNames(v)),
      );
      expect(bad).toEqual([]);
    });
  }

  it("gives every message its own short id", () => {
    const ids = new Set([...used.keys()].map(messageId));
    expect(ids.size).toBe(used.size);
  });

  it("English texts are the keys themselves (the spec's wording, unchanged)", () => {
    expect(Object.entries(catalogs.en).filter(([k, v]) => k !== v)).toEqual([]);
  });

  it("every Punjabi text is written in Gurmukhi", () => {
    const notGurmukhi = Object.entries(catalogs.pa).filter(([, v]) => !/[\u0A00-\u0A7F]/.test(v));
    expect(notGurmukhi).toEqual([]);
  });
});
