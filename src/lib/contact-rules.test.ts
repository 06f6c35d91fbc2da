import { describe, expect, it } from "vitest";
import { normaliseMobile, validateContact, validateLead } from "./contact-rules";

// The server's pattern (pb_migrations/1763700300_public_forms.js): what we send must match it.
const SERVER_MOBILE = /^(\+91[ -]?)?[6-9][0-9]{9}$/;

describe("normaliseMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    [" 6000000000 ", "6000000000"],
  ])("accepts %j as %j", (raw, want) => {
    const got = normaliseMobile(raw);
    expect(got).toBe(want);
    expect(got).toMatch(SERVER_MOBILE);
  });

  it.each(["", "12345", "5876543210", "98765432101", "98765abcde", "+92 9876543210", "+91 98765"])(
    "rejects %j",
    (raw) => expect(normaliseMobile(raw)).toBeNull(),
  );
});

describe("validateLead", () => {
  it("passes a good lead", () => {
    expect(validateLead({ name: "Simran", mobile: "98765 43210", course: "" })).toEqual({});
  });

  it("needs a name of 2 to 200 characters and a mobile number", () => {
    const e = validateLead({ name: " ", mobile: "", course: "" });
    expect(e.name).toMatch(/enter your name/);
    expect(e.mobile).toMatch(/enter your mobile/);
    expect(validateLead({ name: "A", mobile: "9876543210", course: "" }).name).toMatch(/at least 2/);
    expect(validateLead({ name: "x".repeat(201), mobile: "9876543210", course: "" }).name).toMatch(
      /at most 200/,
    );
    expect(validateLead({ name: "x".repeat(200), mobile: "9876543210", course: "" }).name).toBeUndefined();
  });

  it("explains a malformed mobile number", () => {
    expect(validateLead({ name: "Simran", mobile: "12345", course: "" }).mobile).toMatch(
      /10-digit Indian mobile/,
    );
  });
});

describe("validateContact", () => {
  const ok = {
    name: "Gurpreet",
    email: "g@example.com",
    phone: "",
    message: "When does the PSTET batch start?",
  };

  it("passes a good message, phone optional", () => {
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, phone: "+91 70000 00000" })).toEqual({});
  });

  it("flags each bad field", () => {
    const e = validateContact({ name: "", email: "not-an-email", phone: "123", message: "" });
    expect(Object.keys(e).sort()).toEqual(["email", "message", "name", "phone"]);
    expect(validateContact({ ...ok, email: "" }).email).toMatch(/enter your e-mail/);
    expect(validateContact({ ...ok, message: "x".repeat(5001) }).message).toMatch(/at most 5000/);
  });
});
