// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const outbox = requireHook<typeof import("./outbox.js")>("lib/outbox.js");

describe("summary", () => {
  it("keeps the addresses, subject and bodies of a mailer message", () => {
    expect(
      outbox.summary({
        from: { address: "news@example.com", name: "Institute" },
        to: [{ address: "a@example.com" }, { address: "b@example.com", name: "B" }],
        subject: "Hello",
        html: "<p>Hi</p>",
        text: "Hi",
      }),
    ).toEqual({
      to: "a@example.com, B <b@example.com>",
      from: "Institute <news@example.com>",
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
      channel: "email",
    });
    expect(outbox.summary({})).toMatchObject({ to: "", from: "", subject: "" });
  });
});

describe("consoleText", () => {
  it("shows the plain text, or the HTML's text with its links spelt out", () => {
    const m = { to: "a@example.com", from: "", subject: "Confirm", text: "", channel: "email" as const };
    const out = outbox.consoleText({
      ...m,
      html: '<style>p{}</style><p>Hi &amp; welcome</p><p><a href="https://x.test/c?token=abc">Confirm</a></p>',
    });
    expect(out).toContain("e-mail is off");
    expect(out).toContain("To: a@example.com\nSubject: Confirm");
    expect(out).toContain("Hi & welcome");
    expect(out).toContain("Confirm (https://x.test/c?token=abc)");
    expect(out).not.toContain("<p>");
    expect(out).not.toContain("p{}");
    expect(outbox.consoleText({ ...m, html: "<p>x</p>", text: "Code: 123456" })).toContain("Code: 123456");
  });
});
