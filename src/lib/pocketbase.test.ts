import { describe, expect, it } from "vitest";
import { ClientResponseError, endSessionOn401, pb, toFormErrors } from "./pocketbase";

const fail = (status: number, data: Record<string, unknown> = {}, message = "Failed to create record.") =>
  new ClientResponseError({ status, response: { status, message, data } });

describe("toFormErrors", () => {
  it("puts field errors on the shown fields and asks to correct them", () => {
    const err = fail(400, { name: { code: "x", message: "Name is too long." } });
    expect(toFormErrors(err, ["name", "email"], "Could not send.")).toEqual({
      fields: { name: "Name is too long." },
      message: "Please correct the fields marked above.",
    });
  });

  it("says what went wrong when a field error is not one the form shows", () => {
    const err = fail(400, { name: { message: "Bad." }, secret: { message: "Hidden field." } });
    const out = toFormErrors(err, ["name"], "Could not send.");
    expect(out.fields).toEqual({ name: "Bad." });
    expect(out.message).toBe("Failed to create record.");
  });

  it("explains a lost connection and a rate limit in plain words", () => {
    expect(toFormErrors(new ClientResponseError({ status: 0 }), ["a"], "x").message).toMatch(/internet/);
    expect(toFormErrors(fail(429), ["a"], "x").message).toMatch(/wait a minute/);
  });

  it("falls back to the given message for anything else", () => {
    expect(toFormErrors("boom", ["a"], "Could not save.").message).toBe("Could not save.");
  });
});

describe("endSessionOn401", () => {
  it("clears a stored session on 401 only", () => {
    pb.authStore.save("token", null);
    endSessionOn401(403);
    expect(pb.authStore.token).toBe("token");
    endSessionOn401(401);
    expect(pb.authStore.token).toBe("");
  });
});
