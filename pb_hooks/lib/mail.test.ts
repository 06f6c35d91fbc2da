// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { parseFrom, smtpFromEnv } = requireHook<typeof import("./mail.js")>("lib/mail.js");

describe("parseFrom", () => {
  it("reads a bare address and one with a display name (quotes dropped)", () => {
    expect(parseFrom("news@example.com")).toEqual({ name: "", address: "news@example.com" });
    expect(parseFrom('  "Punjab Academy" <news@example.com> ')).toEqual({
      name: "Punjab Academy",
      address: "news@example.com",
    });
    expect(parseFrom("<news@example.com>")).toEqual({ name: "", address: "news@example.com" });
  });

  it("is null for what is not an address, or holds a line break", () => {
    for (const raw of ["", null, "news", "Academy news@example.com", "a@b.c\r\nBcc: x@y.z", "<a b@c.d>"]) {
      expect(parseFrom(raw)).toBeNull();
    }
  });
});

describe("smtpFromEnv", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name] ?? "";

  it("is null without SMTP_HOST: e-mail settings stay as saved", () => {
    expect(smtpFromEnv(env({ SMTP_PORT: "25" }))).toBeNull();
  });

  it("takes port 587 with STARTTLS by default, 465 as implicit TLS, and the sender from MAIL_FROM", () => {
    expect(smtpFromEnv(env({ SMTP_HOST: " smtp.example.com ", SMTP_USER: "u", SMTP_PASSWORD: "p" }))).toEqual(
      {
        smtp: { host: "smtp.example.com", port: 587, username: "u", password: "p", tls: false },
        from: null,
      },
    );
    expect(
      smtpFromEnv(
        env({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "465", MAIL_FROM: "Academy <a@example.com>" }),
      ),
    ).toEqual({
      smtp: { host: "smtp.example.com", port: 465, username: "", password: "", tls: true },
      from: { name: "Academy", address: "a@example.com" },
    });
  });

  it("refuses a port that is not a whole number in range, and a sender that is not an address", () => {
    for (const port of ["0", "65536", "25x", "5.5", "-1"]) {
      expect(() => smtpFromEnv(env({ SMTP_HOST: "h", SMTP_PORT: port }))).toThrow(
        `SMTP_PORT must be a port number (e.g. 587), not "${port}".`,
      );
    }
    expect(() => smtpFromEnv(env({ SMTP_HOST: "h", MAIL_FROM: "Academy" }))).toThrow(
      'MAIL_FROM must be an address, e.g. "Institute <news@example.com>", not "Academy".',
    );
  });
});
