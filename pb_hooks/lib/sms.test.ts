// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const sms = requireHook<typeof import("./sms.js")>("lib/sms.js");
const env = (vars: Record<string, string>) => (name: string) => vars[name] ?? "";

describe("smsFromEnv", () => {
  it("is off without SMS_PROVIDER_URL", () => {
    expect(sms.smsFromEnv(env({ SMS_API_KEY: "k" }))).toBeNull();
  });
  it("reads the URL, key and sender", () => {
    expect(
      sms.smsFromEnv(
        env({ SMS_PROVIDER_URL: " https://sms.example/send ", SMS_API_KEY: "k1", SMS_SENDER: "PSACAD" }),
      ),
    ).toEqual({ url: "https://sms.example/send", apiKey: "k1", sender: "PSACAD" });
  });
  it("refuses a URL that is not http(s), naming the variable", () => {
    expect(() => sms.smsFromEnv(env({ SMS_PROVIDER_URL: "ftp://x" }))).toThrow(
      /SMS_PROVIDER_URL must be an http/,
    );
    expect(() => sms.smsFromEnv(env({ SMS_PROVIDER_URL: "https://a b" }))).toThrow(/SMS_PROVIDER_URL/);
  });
});

describe("request and codeText", () => {
  it("posts JSON with the bearer key, and a one-part message", () => {
    const text = sms.codeText("123456", "Punjab Success Academy", 10);
    expect(text).toBe(
      "123456 is your Punjab Success Academy sign-in code. It works once, for 10 minutes. Do not share it.",
    );
    expect(text.length).toBeLessThanOrEqual(160);
    const req = sms.request(
      { url: "https://sms.example/send", apiKey: "k1", sender: "PSACAD" },
      "+919876543210",
      text,
    );
    expect(req).toMatchObject({
      url: "https://sms.example/send",
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer k1" },
    });
    expect(JSON.parse(req.body)).toEqual({ to: "+919876543210", from: "PSACAD", message: text });
    expect(
      sms.request({ url: "http://x", apiKey: "", sender: "" }, "+919876543210", "x").headers,
    ).not.toHaveProperty("Authorization");
  });
});
