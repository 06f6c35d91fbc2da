import { describe, expect, it } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import { studentErrors } from "./student-api";

const fail = (status: number, response: object) =>
  new ClientResponseError({ url: "http://x/api", status, response, isAbort: false, originalError: null });

describe("studentErrors", () => {
  it("turns the server's limit and code answers into clear messages with their numbers", () => {
    expect(studentErrors(fail(429, { code: "address_limit", waitMinutes: 12 }), ["email"], "x")).toEqual({
      fields: {},
      message: "Too many codes asked for this address; wait 12 minutes.",
    });
    expect(studentErrors(fail(429, { code: "network_limit", waitMinutes: 1 }), ["email"], "x").message).toBe(
      "Too many codes asked from this network; wait 1 minute.",
    );
    expect(studentErrors(fail(400, { code: "code_wrong", triesLeft: 1 }), ["code"], "x")).toEqual({
      fields: { code: "That code is not right. 1 try left before you need a new code." },
      message: "",
    });
    expect(studentErrors(fail(429, { code: "code_locked" }), ["code"], "x").message).toBe(
      "This code was entered wrong 5 times and no longer works. Ask for a new code.",
    );
    expect(studentErrors(fail(400, { code: "code_gone" }), ["code"], "x").message).toBe(
      "This code has expired or was already used. Ask for a new code.",
    );
  });

  it("puts field errors on the fields the form shows, and anything else in one message", () => {
    const err = fail(400, {
      message: "Display name can be at most 40 characters.",
      data: {
        displayName: { code: "validation_invalid", message: "Display name can be at most 40 characters." },
      },
    });
    expect(studentErrors(err, ["displayName"], "Could not save.")).toEqual({
      fields: { displayName: "Display name can be at most 40 characters." },
      message: "Please correct the fields marked above.",
    });
    expect(studentErrors(new Error(""), ["name"], "Could not save.")).toEqual({
      fields: {},
      message: "Could not save.",
    });
  });
});
