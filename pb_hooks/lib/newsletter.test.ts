// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const newsletter = requireHook<typeof import("./newsletter.js")>("lib/newsletter.js");
const site = { base: "https://coaching.example", name: "Punjab <Coaching> & Co" };
const TOKEN = "a".repeat(40);

describe("checkEmail", () => {
  it("returns the address trimmed and lower-cased", () => {
    expect(newsletter.checkEmail("  Ravi.Kumar@Example.COM ")).toEqual({ email: "ravi.kumar@example.com" });
  });

  it("refuses what is not an address, and any line break (header injection)", () => {
    const bad = { error: "Please enter a valid e-mail address, like name@gmail.com." };
    for (const raw of [
      "",
      "ravi",
      "ravi@",
      "@example.com",
      "ravi@example",
      "ravi@example.com\nBcc: x@y.z",
      42,
      null,
    ]) {
      expect(newsletter.checkEmail(raw)).toEqual(bad);
    }
    expect(newsletter.checkEmail(`${"a".repeat(250)}@example.com`)).toEqual(bad);
  });
});

describe("ist", () => {
  it("gives the day, time and label in India (UTC+05:30), across midnight", () => {
    expect(newsletter.ist(new Date("2026-11-24T18:29:00Z"))).toEqual({
      day: "2026-11-24",
      time: "23:59",
      label: "24 Nov 2026",
    });
    expect(newsletter.ist(new Date("2026-11-24T18:30:00Z"))).toEqual({
      day: "2026-11-25",
      time: "00:00",
      label: "25 Nov 2026",
    });
  });
});

describe("digestMessage", () => {
  const items = [
    {
      kind: "article" as const,
      title: "Budget <2026> & you",
      url: "https://coaching.example/currentaffairs/budget",
    },
    { kind: "quiz" as const, title: "Weekly quiz", url: "https://coaching.example/quizzes/q1" },
    { kind: "article" as const, title: "Monsoon", url: "https://coaching.example/currentaffairs/monsoon" },
  ];

  it("lists the day's articles, then its quizzes, escaped in HTML and plain in text", () => {
    const m = newsletter.digestMessage(site, {
      to: "ravi@example.com",
      token: TOKEN,
      items,
      label: "24 Nov 2026",
    });
    expect(m.to).toBe("ravi@example.com");
    expect(m.subject).toBe("Current affairs for 24 Nov 2026 | Punjab <Coaching> & Co");
    expect(m.html).toContain(
      '<h2 style="font-size:16px">Current affairs</h2><ul>' +
        '<li><a href="https://coaching.example/currentaffairs/budget">Budget &lt;2026&gt; &amp; you</a></li>' +
        '<li><a href="https://coaching.example/currentaffairs/monsoon">Monsoon</a></li></ul>' +
        '<h2 style="font-size:16px">Quizzes</h2><ul><li><a href="https://coaching.example/quizzes/q1">Weekly quiz</a></li></ul>',
    );
    expect(m.html).toContain("Punjab &lt;Coaching&gt; &amp; Co");
    expect(m.html).not.toContain("<2026>");
    expect(m.text).toBe(
      "Today's current affairs, 24 Nov 2026\n\n" +
        "Current affairs\n- Budget <2026> & you\n  https://coaching.example/currentaffairs/budget\n" +
        "- Monsoon\n  https://coaching.example/currentaffairs/monsoon\n\n" +
        "Quizzes\n- Weekly quiz\n  https://coaching.example/quizzes/q1\n\n" +
        `Unsubscribe: https://coaching.example/newsletter/unsubscribe?token=${TOKEN}\n`,
    );
  });

  it("leaves out a section with nothing in it", () => {
    const m = newsletter.digestMessage(site, {
      to: "ravi@example.com",
      token: TOKEN,
      items: items.filter((i) => i.kind === "article"),
      label: "24 Nov 2026",
    });
    expect(m.html).not.toContain("Quizzes");
    expect(m.text).not.toContain("Quizzes");
  });

  it("carries the one-click unsubscribe headers and link of the subscriber's token", () => {
    const m = newsletter.digestMessage(site, {
      to: "ravi@example.com",
      token: "x&y",
      items,
      label: "24 Nov 2026",
    });
    expect(m.headers).toEqual({
      "List-Unsubscribe": "<https://coaching.example/api/newsletter/unsubscribe?token=x%26y>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(m.html).toContain(
      '<a href="https://coaching.example/newsletter/unsubscribe?token=x%26y">Unsubscribe</a>',
    );
  });
});

describe("confirmationMessage", () => {
  it("links the confirmation token and the unsubscribe token, each in its own link", () => {
    const m = newsletter.confirmationMessage(site, { to: "ravi@example.com", token: "c1", unsubToken: "u1" });
    expect(m.subject).toBe("Confirm your daily current affairs e-mail from Punjab <Coaching> & Co");
    expect(m.html).toContain(
      '<a href="https://coaching.example/newsletter/confirm?token=c1">Yes, send me the daily e-mail</a>',
    );
    expect(m.html).toContain("from Punjab &lt;Coaching&gt; &amp; Co.");
    expect(m.text).toContain("Confirm: https://coaching.example/newsletter/confirm?token=c1\n");
    expect(m.text).toContain("The link works once, for 7 days.");
    expect(m.text).toContain("Unsubscribe: https://coaching.example/newsletter/unsubscribe?token=u1\n");
    expect(m.headers["List-Unsubscribe"]).toBe(
      "<https://coaching.example/api/newsletter/unsubscribe?token=u1>",
    );
  });
});
