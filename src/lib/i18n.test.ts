import { afterEach, describe, expect, it, vi } from "vitest";
import {
  activateLang,
  compileEnglish,
  dateFormatter,
  currentLang,
  detectLang,
  intlLocale,
  loadAllMessages,
  pickLang,
  t,
} from "./i18n";
import { dateLabel } from "./dates";
import { formatDay } from "./ist-date";
import { formatRupees } from "./money";

describe("detectLang", () => {
  it("takes ?lang= first, then the cookie, then the browser", () => {
    expect(detectLang("?lang=pa", "lang=en", ["en-IN"])).toBe("pa");
    expect(detectLang("?q=x&lang=EN", "lang=pa", ["pa-IN"])).toBe("en");
    expect(detectLang("", "a=1; lang=pa", ["en-IN"])).toBe("pa");
    expect(detectLang("", "", ["pa-IN", "en"])).toBe("pa");
    expect(detectLang("", "", ["pa"])).toBe("pa");
    expect(detectLang("", "", ["en-GB", "pa"])).toBe("en");
    expect(detectLang("", "", [])).toBe("en");
  });

  it("ignores junk values", () => {
    expect(detectLang("?lang=zz", "lang=<script>", ["en-US"])).toBe("en");
    expect(detectLang("?lang=", "lang=pa%00", ["pa-IN"])).toBe("pa");
    expect(detectLang("?lang=zz", "lang=zz", ["pan"])).toBe("en");
    expect(pickLang("PA ")).toBe("pa");
    expect(pickLang("punjabi")).toBeNull();
  });
});

describe("t", () => {
  afterEach(async () => {
    await activateLang("en");
    document.cookie = "lang=; Path=/; Max-Age=0";
  });

  it("is English by default, with placeholders and plurals", () => {
    expect(currentLang()).toBe("en");
    expect(t("Register Now")).toBe("Register Now");
    expect(
      t("Thank you, {name}! Our counsellor will call you on {mobile} soon.", {
        name: "Asha",
        mobile: "9876543210",
      }),
    ).toBe("Thank you, Asha! Our counsellor will call you on 9876543210 soon.");
    expect(t("{count, plural, one {# article} other {# articles}}", { count: 1 })).toBe("1 article");
    expect(t("{count, plural, one {# article} other {# articles}}", { count: 3 })).toBe("3 articles");
    expect(t("A message no catalog has")).toBe("A message no catalog has");
  });

  it("switches to Punjabi (lazy catalog), sets <html lang> and remembers the choice", async () => {
    await activateLang("pa", true);
    expect(currentLang()).toBe("pa");
    expect(document.documentElement.lang).toBe("pa");
    expect(document.cookie).toContain("lang=pa");
    // The home page's messages come first; a message of another page stays English until the
    // rest of the catalog arrives.
    expect(t("Call now:")).toBe("ਹੁਣੇ ਕਾਲ ਕਰੋ:");
    expect(t("Archive by month")).toBe("Archive by month");
    // Register Now is further down the home page, in a part loaded later with the rest.
    expect(t("Register Now")).toBe("Register Now");
    await loadAllMessages();
    expect(t("Archive by month")).toBe("ਮਹੀਨੇਵਾਰ ਪੁਰਾਲੇਖ");
    expect(t("Register Now")).toBe("ਹੁਣੇ ਰਜਿਸਟਰ ਕਰੋ");
    expect(t("Current Affairs")).toBe("ਮੌਜੂਦਾ ਮਾਮਲੇ");
    expect(t("{count, plural, one {# article} other {# articles}}", { count: 3 })).toBe("3 ਲੇਖ");
    expect(t("Go to slide {n}", { n: 2 })).toBe("ਸਲਾਈਡ 2 ’ਤੇ ਜਾਓ");
    expect(intlLocale()).toBe("pa-IN");
  });

  it("formats dates and money through Intl in the language", async () => {
    const now = new Date("2026-11-23T06:00:00Z");
    expect(dateLabel("2026-11-03 10:00:00.000Z", now)).toBe("Nov 3, 2026");
    expect(dateLabel("2026-11-23 01:00:00.000Z", now)).toBe("Today");
    expect(formatDay("2026-11-23")).toBe("Monday, 23 November 2026");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    await activateLang("pa");
    expect(dateLabel("2026-11-22 01:00:00.000Z", now)).toBe("ਕੱਲ੍ਹ");
    expect(formatDay("2026-11-23")).toBe("ਸੋਮਵਾਰ, 23 ਨਵੰਬਰ 2026");
    expect(dateLabel("2026-11-03 10:00:00.000Z", now)).toMatch(/ਨਵੰ/);
    expect(formatRupees(100000)).toBe("₹1,00,000");
  });
});

describe("dateFormatter", () => {
  it("writes Punjabi month and day names from the catalog, whatever the runtime's Intl says in pa-IN", async () => {
    await activateLang("pa");
    await loadAllMessages();
    // Where Intl has no Punjabi at all, and where its Punjabi names differ from the catalog's.
    const spy = vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockReturnValue([]);
    const opts = {
      timeZone: "UTC",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    } as const;
    expect(dateFormatter("pa", opts).format(new Date("2026-11-23T00:00:00Z"))).toBe("ਸੋਮਵਾਰ, 23 ਨਵੰਬਰ 2026");
    expect(
      dateFormatter("pa", { timeZone: "UTC", month: "short", day: "numeric" }).format(
        new Date("2026-09-05T00:00:00Z"),
      ),
    ).toBe("5 ਸਤੰ");
    expect(dateFormatter("en", opts).format(new Date("2026-11-23T00:00:00Z"))).toBe(
      "Monday, 23 November 2026",
    );
    spy.mockRestore();
    expect(dateFormatter("pa", opts).format(new Date("2026-11-07T00:00:00Z"))).toBe("ਸ਼ਨਿੱਚਰਵਾਰ, 7 ਨਵੰਬਰ 2026");
    await activateLang("en");
  });
});

describe("compileEnglish", () => {
  it("matches lingui's compiler for every English message the app uses", async () => {
    const { compileMessage } = await import("@lingui/message-utils/compileMessage");
    const { default: en } = await import("./locales/en.json");
    for (const key of Object.keys(en)) expect([key, compileEnglish(key)]).toEqual([key, compileMessage(key)]);
  });
});
