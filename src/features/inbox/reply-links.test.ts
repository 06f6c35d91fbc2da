import { describe, expect, it } from "vitest";
import { mailtoHref, whatsappHref, whatsappNumber } from "./reply-links";
import { receivedAt } from "./format";

describe("whatsappNumber", () => {
  it("normalises Indian mobiles to 91XXXXXXXXXX", () => {
    expect(whatsappNumber("9876543210")).toBe("919876543210");
    expect(whatsappNumber("+91 98765-43210")).toBe("919876543210");
    expect(whatsappNumber("098765 43210")).toBe("919876543210");
    expect(whatsappNumber("919876543210")).toBe("919876543210");
  });
  it("gives nothing for other numbers", () => {
    expect(whatsappNumber("")).toBeNull();
    expect(whatsappNumber("12345")).toBeNull();
    expect(whatsappNumber("0172 2345678")).toBeNull();
  });
  it("encodes the text", () => {
    expect(whatsappHref("9876543210", "Hi Aman & co?")).toBe(
      "https://wa.me/919876543210?text=Hi%20Aman%20%26%20co%3F",
    );
    expect(whatsappHref("nope", "x")).toBeNull();
  });
});

describe("mailtoHref", () => {
  it("fills the subject and body, encoded (no header injection)", () => {
    expect(mailtoHref("aman@example.com", "Re: your message & fees?", "Dear Aman,\n\n")).toBe(
      "mailto:aman@example.com?subject=Re%3A%20your%20message%20%26%20fees%3F&body=Dear%20Aman%2C%0D%0A%0D%0A",
    );
    expect(mailtoHref("a?cc=x@evil.example", "S")).toBe("mailto:a%3Fcc%3Dx@evil.example?subject=S");
  });
});

describe("receivedAt", () => {
  it("writes India time as '23 Nov 2026, 10:42'", () => {
    expect(receivedAt("2026-11-23 05:12:00.000Z")).toBe("23 Nov 2026, 10:42");
    expect(receivedAt("2026-11-23 20:00:00.000Z")).toBe("24 Nov 2026, 01:30");
    expect(receivedAt("")).toBe("");
  });
});
