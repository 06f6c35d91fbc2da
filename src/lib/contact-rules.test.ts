import { describe, expect, it } from "vitest";
import { contactSchema, leadSchema, newsletterSchema, normaliseMobile } from "./contact-rules";
import { validate } from "./validation";

// The server's pattern (pb_migrations/1763700300_public_forms.js): what we send must match it.
const SERVER_MOBILE = /^(\+91[ -]?)?[6-9][0-9]{9}$/;

const validateLead = (v: { name: string; mobile: string; course: string }) => validate(leadSchema, v);
const validateContact = (v: { name: string; email: string; phone: string; message: string }) =>
  validate(contactSchema, v);

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

describe("leadSchema", () => {
  it("passes a good lead", () => {
    expect(validateLead({ name: "Simran", mobile: "98765 43210", course: "" })).toEqual({});
  });

  it("needs a name of 2 to 200 characters and a mobile number", () => {
    const e = validateLead({ name: " ", mobile: "", course: "" });
    expect(e.name).toBe("Please enter your name.");
    expect(e.mobile).toBe("Please enter your mobile number.");
    expect(validateLead({ name: "A", mobile: "9876543210", course: "" }).name).toBe(
      "Your name must be at least 2 characters.",
    );
    expect(validateLead({ name: "x".repeat(201), mobile: "9876543210", course: "" }).name).toBe(
      "Your name must be at most 200 characters (now 201).",
    );
    expect(validateLead({ name: "x".repeat(200), mobile: "9876543210", course: "" }).name).toBeUndefined();
    // Spaces around the name do not count towards its length.
    expect(validateLead({ name: `  ${"x".repeat(200)}  `, mobile: "9876543210", course: "" })).toEqual({});
  });

  it("explains a malformed mobile number", () => {
    expect(validateLead({ name: "Simran", mobile: "12345", course: "" }).mobile).toBe(
      "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.",
    );
  });
});

describe("contactSchema", () => {
  const ok = {
    name: "Gurpreet",
    email: "g@example.com",
    phone: "",
    message: "When does the PSTET batch start?",
  };

  it("passes a good message, phone optional", () => {
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, phone: " " })).toEqual({});
    expect(validateContact({ ...ok, phone: "+91 70000 00000" })).toEqual({});
  });

  it("flags each bad field", () => {
    const e = validateContact({ name: "", email: "not-an-email", phone: "123", message: "" });
    expect(Object.keys(e).sort()).toEqual(["email", "message", "name", "phone"]);
    expect(e.email).toBe("Please enter a valid e-mail address, like name@gmail.com.");
    expect(e.phone).toMatch(/10-digit Indian mobile/);
    expect(e.message).toBe("Please write your message.");
    expect(validateContact({ ...ok, email: "" }).email).toBe("Please enter your e-mail address.");
    expect(validateContact({ ...ok, email: `${"a".repeat(250)}@b.in` }).email).toMatch(/valid e-mail/);
    expect(validateContact({ ...ok, message: "x" }).message).toBe("Your message is too short.");
    expect(validateContact({ ...ok, message: "x".repeat(5001) }).message).toBe(
      "Your message must be at most 5000 characters (now 5001).",
    );
  });
});

describe("newsletterSchema", () => {
  it("wants an address's shape, and says the same for an empty box", () => {
    expect(validate(newsletterSchema, { email: " reader@example.com " })).toEqual({});
    for (const email of ["", "not-an-email"])
      expect(validate(newsletterSchema, { email }).email).toBe(
        "Please enter a valid e-mail address, like name@gmail.com.",
      );
  });
});
