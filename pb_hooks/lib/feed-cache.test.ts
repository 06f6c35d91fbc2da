// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { notModified } = requireHook<typeof import("./feed-cache.js")>("lib/feed-cache.js");

const file = { etag: 'W/"abc123"', lastModified: Date.parse("2026-11-24T10:00:00.500Z") };
const request = (headers: Record<string, string>) => ({
  header: { get: (name: string) => headers[name] ?? "" },
});

describe("notModified", () => {
  it("matches If-None-Match weakly, in a list, or *", () => {
    expect(notModified(request({ "If-None-Match": 'W/"abc123"' }), file)).toBe(true);
    expect(notModified(request({ "If-None-Match": '"abc123"' }), file)).toBe(true);
    expect(notModified(request({ "If-None-Match": '"old", W/"abc123"' }), file)).toBe(true);
    expect(notModified(request({ "If-None-Match": "*" }), file)).toBe(true);
    expect(notModified(request({ "If-None-Match": '"other"' }), file)).toBe(false);
  });

  it("lets If-None-Match decide when both are sent (RFC 9110)", () => {
    const h = { "If-None-Match": '"other"', "If-Modified-Since": "Wed, 25 Nov 2026 00:00:00 GMT" };
    expect(notModified(request(h), file)).toBe(false);
  });

  it("compares If-Modified-Since in whole seconds", () => {
    expect(notModified(request({ "If-Modified-Since": "Tue, 24 Nov 2026 10:00:00 GMT" }), file)).toBe(true);
    expect(notModified(request({ "If-Modified-Since": "Tue, 24 Nov 2026 09:59:59 GMT" }), file)).toBe(false);
    expect(notModified(request({ "If-Modified-Since": "not a date" }), file)).toBe(false);
    expect(notModified(request({}), file)).toBe(false);
  });
});
